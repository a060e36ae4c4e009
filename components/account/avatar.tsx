import styles from './avatar.module.css';

/** Spec §2: the avatar shows the initials of first and last name. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = firstName.trim().charAt(0);
  const last = lastName.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

export function Avatar({
  firstName,
  lastName,
  size = 'md',
}: {
  firstName: string;
  lastName: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span className={`${styles.avatar} ${size === 'sm' ? styles.small : ''}`} aria-hidden="true">
      {initialsOf(firstName, lastName)}
    </span>
  );
}
