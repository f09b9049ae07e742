// The messages of the module switches (spec 2.11): German, the default (English in the .en.ts beside it).

export const de = {
  'modules.title': 'Module',
  'modules.intro':
    'Schalten Sie Module je Organisation ein oder aus und legen Sie fest, welche Rolle ein Modul abweichend nutzt. Die Navigation und die Rechte folgen sofort.',
  'modules.tenant.title': 'Module von {organization}',
  'modules.col.module': 'Modul',
  'modules.col.switch': 'Eingeschaltet',
  'modules.col.state': 'Wirkung',
  'modules.col.needs': 'Braucht',
  'modules.state.on': 'Aktiv',
  'modules.state.off': 'Aus',
  'modules.state.offBecause': 'Aus, weil {needs} aus ist',
  'modules.state.alwaysOn': 'Immer aktiv',
  'modules.switchNamed': 'Modul {module} einschalten',
  'modules.offConfirm.title': 'Modul ausschalten?',
  'modules.offConfirm.body':
    '{module} wird für alle Rollen von {organization} ausgeschaltet. Damit sind auch aus: {dependents}.',
  'modules.offConfirm.confirm': 'Ausschalten',
  'modules.switched': '{module} ist jetzt {state}.',
  'modules.roles.title': 'Abweichungen je Rolle',
  'modules.roles.intro':
    'Innerhalb dessen, was die Organisation eingeschaltet hat: „Aus“ nimmt einer Rolle ein Modul, „An“ gibt es ihr ausdrücklich.',
  'modules.role': 'Rolle',
  'modules.override.default': 'Wie die Organisation',
  'modules.override.on': 'An',
  'modules.override.off': 'Aus',
  'modules.overrideOf': '{module} für {role}',
  'modules.overrideSaved': 'Die Abweichung für {role} ist gespeichert.',
  'modules.none': '—',
} as const;
