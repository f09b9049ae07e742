// The English messages of the history of a record: the same keys as ./history.de.ts.
import type { de } from './history.de';

export const en: Record<keyof typeof de, string> = {
  'history.title': 'History',
  'history.intro':
    'Every change with its time, who made it and the fields before and after. An earlier version can be restored; the restore is itself a change in the history.',
  'history.intro.readOnly':
    'Every change with its time, its author and the fields before and after. This record is changed in its form, not by restoring.',
  'history.empty': 'No change of this entry has been recorded yet.',
  'history.action.create': 'Created',
  'history.action.update': 'Changed',
  'history.action.delete': 'Deleted',
  'history.action.restore': 'Restored',
  'history.actor.system': 'System',
  'history.actor.import': 'Import',
  'history.actor.unknown': 'Unknown',
  'history.actor.key': '{name} (API key)',
  'history.field': 'Field',
  'history.before': 'Before',
  'history.after': 'After',
  'history.value': 'Value',
  'history.values_one': '{count} field',
  'history.values_other': '{count} fields',
  'history.value.yes': 'Yes',
  'history.value.no': 'No',
  'history.restore': 'Restore the version of {at}',
  'history.restore.ask': 'Reset the entry to its version of {at}? The website shows it at once.',
  'history.restore.yes': 'Yes, restore',
  'history.restore.dirty': 'Save or discard the changes in the form first.',
  'history.restored': '“{name}” is back to its version of {at}.',
  'history.restoredSettings': 'The version of {at} is restored.',
  'history.older': 'Show older changes',
  'error.RESTORE_CONFLICT':
    'This version cannot be restored: it refers to something that no longer exists, or its slug has been taken since.',
};
