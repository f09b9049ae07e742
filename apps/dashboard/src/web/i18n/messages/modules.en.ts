// The messages of the module switches (spec 2.11): English (German in the .de.ts beside it).
import type { de } from './modules.de';

export const en: Record<keyof typeof de, string> = {
  'modules.title': 'Modules',
  'modules.intro':
    'Switch modules on or off per organization and decide which role uses a module differently. Navigation and permissions follow at once.',
  'modules.tenant.title': 'Modules of {organization}',
  'modules.col.module': 'Module',
  'modules.col.switch': 'Switched on',
  'modules.col.state': 'In effect',
  'modules.col.needs': 'Needs',
  'modules.state.on': 'Active',
  'modules.state.off': 'Off',
  'modules.state.offBecause': 'Off, because {needs} is off',
  'modules.state.alwaysOn': 'Always on',
  'modules.switchNamed': 'Switch on module {module}',
  'modules.offConfirm.title': 'Switch module off?',
  'modules.offConfirm.body':
    '{module} is switched off for every role of {organization}. This also turns off: {dependents}.',
  'modules.offConfirm.confirm': 'Switch off',
  'modules.switched': '{module} is now {state}.',
  'modules.roles.title': 'Per-role exceptions',
  'modules.roles.intro':
    'Within what the organization switched on: “Off” takes a module from a role, “On” grants it explicitly.',
  'modules.role': 'Role',
  'modules.override.default': 'As the organization',
  'modules.override.on': 'On',
  'modules.override.off': 'Off',
  'modules.overrideOf': '{module} for {role}',
  'modules.overrideSaved': 'The exception for {role} is saved.',
  'modules.none': '—',
};
