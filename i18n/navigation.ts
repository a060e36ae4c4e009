import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link and router: they add the /it prefix (and the /app basePath) for us. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
