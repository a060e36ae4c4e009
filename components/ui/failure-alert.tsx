import styles from './failure-alert.module.css';

type FailureAlertProps = {
  message: string | null;
  /**
   * Announced as it appears (role="alert"), for a failure that follows the shopper's action; off
   * for one the page is rendered with (a list that could not load), which is simply read in place.
   */
  announce?: boolean;
};

/** Why something failed, in the boxed line used above forms' buttons; nothing while all is well. */
export function FailureAlert({ message, announce = true }: FailureAlertProps) {
  if (!message) return null;
  return (
    <p className={styles.failure} role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}
