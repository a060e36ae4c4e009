import type { ReactNode } from 'react';
import styles from './legal-table.module.css';

type LegalTableProps = {
  caption: string;
  headings: [string, string];
  rows: { key: string; cells: [ReactNode, ReactNode] }[];
};

/**
 * A two-column table of a legal text (fees, lawful bases, retention). Two columns of wrapping
 * text fit a 390 px screen, so it needs no sideways scrolling (nor a focusable scroll box).
 */
export function LegalTable({ caption, headings, rows }: LegalTableProps) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.cells[0]}</th>
              <td>{row.cells[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
