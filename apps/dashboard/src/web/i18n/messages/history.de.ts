// The messages of the history of a record: German, the default (English in the .en.ts beside it).

export const de = {
  'history.title': 'Verlauf',
  'history.intro':
    'Jede Änderung mit Zeitpunkt, Person und den Feldern vorher und nachher. Eine frühere Version lässt sich wiederherstellen; das ist selbst wieder eine Änderung im Verlauf.',
  'history.intro.readOnly':
    'Jede Änderung mit Zeitpunkt, Person und den Feldern vorher und nachher. Geändert wird dieser Eintrag in seinem Formular, nicht durch Wiederherstellen.',
  'history.empty': 'Zu diesem Eintrag ist noch keine Änderung aufgezeichnet.',
  'history.action.create': 'Angelegt',
  'history.action.update': 'Geändert',
  'history.action.delete': 'Gelöscht',
  'history.action.restore': 'Wiederhergestellt',
  'history.actor.system': 'System',
  'history.actor.import': 'Import',
  'history.actor.unknown': 'Unbekannt',
  'history.actor.key': '{name} (API-Schlüssel)',
  'history.field': 'Feld',
  'history.before': 'Vorher',
  'history.after': 'Nachher',
  'history.value': 'Wert',
  'history.values_one': '{count} Feld',
  'history.values_other': '{count} Felder',
  'history.value.yes': 'Ja',
  'history.value.no': 'Nein',
  'history.restore': 'Stand vom {at} wiederherstellen',
  'history.restore.ask': 'Den Eintrag auf den Stand vom {at} zurücksetzen? Er ist sofort auf der Website zu sehen.',
  'history.restore.yes': 'Ja, wiederherstellen',
  'history.restore.dirty': 'Erst die Änderungen im Formular speichern oder verwerfen.',
  'history.restored': '„{name}“ ist auf den Stand vom {at} zurückgesetzt.',
  'history.restoredSettings': 'Der Stand vom {at} ist wiederhergestellt.',
  'history.older': 'Ältere Änderungen zeigen',
  'error.RESTORE_CONFLICT':
    'Diese Version lässt sich nicht wiederherstellen: Sie verweist auf etwas, das es nicht mehr gibt, oder ihr Slug ist inzwischen vergeben.',
} as const;
