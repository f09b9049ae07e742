// The sentences of the center plan's local checks (kept apart from the components so they are testable).
import type { Translate } from '../i18n';
import type { ImportProblem } from './graph';

/** What is wrong with an imported graph file, in the user's language (positions count from 1). */
export function importProblemText(problem: ImportProblem, t: Translate): string {
  switch (problem.code) {
    case 'otherFloor':
      return t('plan.import.otherFloor', { floorId: problem.floorId });
    case 'noList':
      return t('plan.import.noList', { list: problem.list });
    case 'tooMany':
      return t('plan.import.tooMany', { list: problem.list, max: problem.max });
    case 'badNode':
      return t('plan.import.badNode', { index: problem.index + 1, field: problem.field });
    case 'badEdge':
      return t('plan.import.badEdge', { index: problem.index + 1, field: problem.field });
    default:
      return t(`plan.import.${problem.code}`);
  }
}
