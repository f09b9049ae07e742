import { z } from 'zod';
import { json } from '../db/json';
import { serializeOpeningHours } from '../opening-hours';
import { STATUS_PUBLISHING } from './bulk-action';
import { resourceWriter, storedRows } from './resource-writer';
import { optionalSlug } from './save-editorial';
import {
  AuthorshipLabelInput,
  ContentStatusInput,
  htmlText,
  IsoTimestamp,
  OpeningHoursInput,
  optionalEmail,
  optionalHref,
  optionalText,
  plainText,
  SortOrderInput,
} from './staff-write';

// Staff writes of services and offices/practices. Office opening hours follow spec 2.6 rule 5: absent leaves
// the stored hours untouched, present goes through the central serialization (target 'office').

const WINDOW = ['visibleFrom', 'visibleUntil'] as const;
const name = plainText().min(1).max(200);

// ---------------------------------------------------------------- services

export const ServiceFields = z.object({
  name,
  description: htmlText(20_000),
  category: optionalText(100),
  icon: optionalHref,
  floor: optionalText(60),
  /** without the public-website flag the services read lists only active services (4.1) */
  isActive: z.boolean(),
  showOnWebsite: z.boolean(),
  status: ContentStatusInput,
  authorshipLabel: AuthorshipLabelInput,
  visibleFrom: IsoTimestamp,
  visibleUntil: IsoTimestamp,
  sortOrder: SortOrderInput,
});
export const ServiceCreateInput = ServiceFields.partial().required({ name: true });
export const ServiceUpdateInput = ServiceFields.partial();

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

export const OfficeFields = z.object({
  /** an office theme of the same center */
  themeId: z.uuid().nullable(),
  name,
  slug: optionalSlug,
  description: htmlText(50_000),
  speciality: optionalText(200),
  floor: optionalText(60),
  logo: optionalHref,
  image: optionalHref,
  phone: optionalText(64),
  email: optionalEmail,
  website: optionalHref,
  /** optional: absent leaves the stored hours untouched; null clears them */
  openingHours: OpeningHoursInput,
  status: ContentStatusInput,
  authorshipLabel: AuthorshipLabelInput,
  visibleFrom: IsoTimestamp,
  visibleUntil: IsoTimestamp,
  sortOrder: SortOrderInput,
});
export const OfficeCreateInput = OfficeFields.partial().required({ name: true });
export const OfficeUpdateInput = OfficeFields.partial();

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
