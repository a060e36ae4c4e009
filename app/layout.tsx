import type { ReactNode } from 'react';

/**
 * The real root layout is app/[locale]/layout.tsx, which knows the language for <html lang>.
 * This pass-through only exists so that app/not-found.tsx has a layout above it.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
