import { z } from 'zod';

// The documented `data` of the agency answers (spec 4.6). Tests hold the real answers to these schemas, so the
// OpenAPI document cannot drift from what the routes send.

const timestamp = z.iso.datetime({ offset: true });
const text = z.string().nullable();

export const AgencyCenterSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid().nullable(),
  name: z.string(),
  slug: z.string(),
  shortName: text,
  address: text,
  postalCode: text,
  city: text,
  country: text,
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  phone: text,
  email: text,
  websiteUrl: text,
  customDomain: text,
  websiteTemplate: z.string(),
  theme: z.string(),
  baseColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  logo: text,
  favicon: text,
  websiteFavicon: text,
  coverImageUrl: text,
  comingSoonEnabled: z.boolean(),
  contentVersion: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const CenterContextSchema = z.object({
  center: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  floors: z
    .array(
      z.object({ id: z.uuid(), floorNumber: z.number().int(), name: z.string(), svgBytes: z.number().int() }).loose(),
    )
    .optional()
    .describe('with include=floors_summary: the floors without their mapSvg body'),
});

export const HostingSchema = z.object({
  organizationId: z.uuid(),
  slug: z.string(),
  projects: z
    .record(
      z.string(),
      z.object({
        provider: z.string(),
        projectId: z.string(),
        projectName: z.string().nullable().optional(),
        teamId: z.string().nullable().optional(),
        productionUrl: z.string().nullable().optional(),
      }),
    )
    .describe('per website template key, the hosting project its center websites deploy from'),
  updatedAt: timestamp,
});

export const ParkingZoneSchema = z.object({
  id: z.uuid(),
  centerId: z.uuid(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  freeSpaces: z.number().int().nullable(),
  floor: text,
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const WebsiteConfigSchema = z.object({
  centerId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  websiteTemplate: z.string(),
  templateRootKey: z.string(),
  theme: z.string(),
  customDomain: text,
  websiteUrl: text,
  comingSoonEnabled: z.boolean(),
  contentVersion: z.number().int(),
  templateContent: z.record(z.string(), z.unknown()),
  themeOverrides: z.record(z.string(), z.unknown()),
  companionConfig: z.record(z.string(), z.unknown()),
  formRecipients: z.record(z.string(), z.array(z.string())),
  analyticsPagePasswordSet: z.boolean(),
});

/** Offices and branch locations answer their staff record (the fields of their write bodies, plus ids and times). */
export const RecordSchema = z.object({ id: z.uuid(), centerId: z.uuid() }).loose();
