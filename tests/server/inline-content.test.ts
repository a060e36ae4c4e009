/** @jest-environment node */
import { createHash } from 'node:crypto';
import { cspHash, inlineScriptHashesOf, isFrameworkData } from '@/server/inline-content';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const chunks =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe('inline scripts a page policy allows', () => {
  it("hashes Next's bootstrap, flight data and Turbopack chunk list", () => {
    const html = `<html><head><script src="/app/_next/a.js" async=""></script><script id="_R_">${chunks}</script></head>
      <body><script>${bootstrap}</script><script>${flight}</script></body></html>`;
    expect(inlineScriptHashesOf(html).sort()).toEqual([sha(bootstrap), sha(flight), sha(chunks)].sort());
  });

  it('leaves out any other inline script, even one dressed as flight data', () => {
    for (const body of [
      'alert(1)',
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"]),alert(1),([1])',
      'self.__next_f.push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      'self.__next_f.push([1,"<!--<script>"])',
    ]) {
      expect(isFrameworkData(body)).toBe(false);
      expect(inlineScriptHashesOf(`<script>${body}</script>`)).toEqual([]);
    }
  });

  it('needs nothing for JSON-LD and other data blocks', () => {
    const html = '<script type="application/ld+json">{"@type":"Product"}</script>';
    expect(inlineScriptHashesOf(html)).toEqual([]);
  });

  it('hashes the UTF-8 bytes, as the browser does', () => {
    expect(cspHash('Qargħa')).toBe(sha('Qargħa'));
  });
});
