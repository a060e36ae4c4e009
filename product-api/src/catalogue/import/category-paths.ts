import type { Database } from '../../db/client';
import { findAllCategories, insertCategory, type CategoryRecord } from './catalogue-import.repository';
import type { CategoryNames } from './imported-product';

/**
 * Category paths of a file ('Dairy & Eggs > Milk & Milk Drinks') to the shop's categories,
 * matched by English name without regard to case or repeated spaces. A path the shop lacks is
 * created: a main category after the last one of the menu, a sub-category after the last one of
 * its main category, with no Italian name (the Italian menu falls back to English) and no image
 * (the storefront shows its placeholder). Loads the tree once and answers from memory.
 */
export type ResolvedPaths = {
  /** The category of each path key (pathKeyOf), with its names for the search text. */
  byKey: Map<string, CategoryNames>;
  /** Paths that did not exist, as written in the file, in the order they were created. */
  created: string[];
};

const nameKey = (name: string) => name.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

export const pathKeyOf = (path: string[]) => path.map(nameKey).join('>');

export async function resolveCategoryPaths(db: Database, paths: string[][]): Promise<ResolvedPaths> {
  const all = await findAllCategories(db);
  // Rows come in menu order, so a name that two categories share resolves to the first shown.
  const childrenOf = new Map<number | null, Map<string, CategoryRecord>>();
  for (const category of all) {
    const siblings = childrenOf.get(category.parentId) ?? new Map<string, CategoryRecord>();
    if (!siblings.has(nameKey(category.description))) siblings.set(nameKey(category.description), category);
    childrenOf.set(category.parentId, siblings);
  }

  const created: string[] = [];
  const find = async (parent: CategoryRecord | null, name: string, path: string): Promise<CategoryRecord> => {
    const parentId = parent?.id ?? null;
    const siblings = childrenOf.get(parentId) ?? new Map<string, CategoryRecord>();
    childrenOf.set(parentId, siblings);
    const found = siblings.get(nameKey(name));
    if (found) return found;
    const order = Math.max(0, ...[...siblings.values()].map((s) => s.order)) + 1;
    const id = await insertCategory(db, { parentId, description: name, order });
    const category: CategoryRecord = { id, parentId, description: name, descriptionIt: null, order };
    siblings.set(nameKey(name), category);
    created.push(path);
    return category;
  };

  const byKey = new Map<string, CategoryNames>();
  for (const path of paths) {
    const key = pathKeyOf(path);
    if (byKey.has(key)) continue;
    const [mainName = '', subName] = path;
    const main = await find(null, mainName, mainName);
    const sub = subName === undefined ? null : await find(main, subName, `${mainName} > ${subName}`);
    // The seed's order of names in the search text: sub-category, main, then both in Italian.
    const names = [sub?.description, main.description, sub?.descriptionIt, main.descriptionIt].filter(
      (name): name is string => typeof name === 'string' && name !== '',
    );
    byKey.set(key, { id: (sub ?? main).id, names });
  }
  return { byKey, created };
}
