import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findPackageRoot } from '../../platform/paths';
import { importCourses, type TCourseImport, type TImportDeps } from './import-course';

/** The repository's demo courses: one course folder each (docs/course-format.md). */
export const DEMO_COURSES_DIR = fileURLToPath(
  new URL('src/modules/course/demo/', findPackageRoot(import.meta.url)),
);

/**
 * Imports the demo course folders, when there are any; importing is idempotent, so a restart
 * only copies the media again. Answers what each folder gave.
 */
export async function seedDemoCourses(
  deps: TImportDeps,
  folder = DEMO_COURSES_DIR,
): Promise<TCourseImport[]> {
  if (!existsSync(folder)) return [];
  return importCourses(deps, folder);
}
