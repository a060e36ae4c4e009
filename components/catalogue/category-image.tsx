'use client';

import { Store } from 'lucide-react';
import { useState } from 'react';
import styles from './category-image.module.css';

/**
 * Category picture; decorative, because the category's name is written right under it.
 * Falls back to a neutral icon when the category has no image or the file is broken.
 */
export function CategoryImage({ src, className = '' }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={`${styles.placeholder} ${className}`} aria-hidden="true">
        <Store size={28} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    // Category images are small SVGs from the product API: no resizing to gain from next/image.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={`${styles.image} ${className}`}
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setBroken(true)}
    />
  );
}
