import { json } from '../db/json';
import { serializeOpeningHours } from '../opening-hours';
import { STATUS_PUBLISHING } from './bulk-action';
import { officeInputs, serviceInputs } from './place-fields';
import { resourceWriter, storedRows } from './resource-writer';
import { STORED } from './staff-write';

// Staff writes of services and offices/practices. Office opening hours follow spec 2.6 rule 5: absent leaves
// the stored hours untouched, present goes through the central serialization (target 'office').

const WINDOW = ['visibleFrom', 'visibleUntil'] as const;

// ---------------------------------------------------------------- services

const serviceInput = serviceInputs(STORED);
export const ServiceFields = serviceInput.fields;
export const ServiceCreateInput = serviceInput.create;
export const ServiceUpdateInput = serviceInput.update;

const services = resourceWriter({
  table: 'services',
  nameColumn: 'name',
  // a published service is Active and switched on
  publishing: { publish: { status: 'Active', isActive: true }, unpublish: { status: 'Inactive' } },
  label: 'Service',
  createInput: ServiceCreateInput,
  updateInput: ServiceUpdateInput,
  timestamps: WINDOW,
  windows: [WINDOW],
  references: [],
  order: [
    ['sortOrder', 'asc'],
    ['name', 'asc'],
  ],
  decorate: storedRows,
});

export const listServicesForStaff = services.list;
export const pageServicesForStaff = services.page;
export const getServiceForStaff = services.get;
export const createService = services.create;
export const updateService = services.update;
export const deleteService = services.remove;
export const bulkService = services.bulk;

// ---------------------------------------------------------------- offices

const officeInput = officeInputs(STORED);
export const OfficeFields = officeInput.fields;
export const OfficeCreateInput = officeInput.create;
export const OfficeUpdateInput = officeInput.update;

const offices = resourceWriter({
  table: 'offices',
  nameColumn: 'name',
  publishing: STATUS_PUBLISHING,
  label: 'Office',
  createInput: OfficeCreateInput,
  updateInput: OfficeUpdateInput,
  timestamps: WINDOW,
  windows: [WINDOW],
  references: [{ key: 'themeId', table: 'officeThemes', label: 'Office theme' }],
  order: [
    ['sortOrder', 'asc'],
    ['name', 'asc'],
  ],
  toColumns: ({ openingHours, ...columns }, existing) =>
    openingHours !== undefined || existing === undefined
      ? { ...columns, openingHours: json(serializeOpeningHours(openingHours, 'office')) }
      : columns,
  decorate: storedRows,
});

export const listOfficesForStaff = offices.list;
export const pageOfficesForStaff = offices.page;
export const getOfficeForStaff = offices.get;
export const createOffice = offices.create;
export const updateOffice = offices.update;
export const deleteOffice = offices.remove;
export const bulkOffice = offices.bulk;
