import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../rules/permissions';
import { LANGUAGES, REMOTE_NAMES } from './config';

const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);

/** The layouts a remote mounts into: the desktop's (sidebar and header), the phone's (/m) and the tablet's (/t). */
export const REMOTE_LAYOUTS = ['desktop', 'mobile', 'tablet'] as const;
export type RemoteLayout = (typeof REMOTE_LAYOUTS)[number];

/** Icons a navigation entry may name; the shell draws them (an unknown name is refused by the schema). */
export const NAV_ICONS = ['home', 'clipboard', 'cash', 'cart', 'tables', 'package', 'users', 'calendar', 'chart', 'sliders'] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

/**
 * A mount prefix: the remote renders everything under `/<path>` (desktop), `/m/<path>` or
 * `/t/<path>` with its own router. Users without `permission` are sent to the layout's start page.
 */
export const remoteMountSchema = z.object({
  layout: z.enum(REMOTE_LAYOUTS),
  path: z.string().regex(/^[a-z0-9-]+$/),
  permission: permissionSchema.optional(),
});
export type RemoteMount = z.infer<typeof remoteMountSchema>;

/** Who sees a link: the user holds any one of `any`, or every one of `all`. */
export const navAccessSchema = z.union([z.object({ any: z.array(permissionSchema).min(1) }), z.object({ all: z.array(permissionSchema).min(1) })]);
export type NavAccess = z.infer<typeof navAccessSchema>;

/**
 * One link of the desktop sidebar. Entries of every remote are sorted by `order`; links sharing a
 * `group` show under one heading, placed where its first link is (Order and groups).
 */
export const remoteNavEntrySchema = z.object({
  path: z.string().regex(/^\/[a-z0-9/-]+$/),
  /** i18n key: a key of the shared texts, or `remotes.<remote>.<key>` from the manifest's own `labels`. */
  labelKey: z.string().min(1),
  icon: z.enum(NAV_ICONS),
  order: z.number().int(),
  access: navAccessSchema.optional(),
  group: z.object({ key: z.string().regex(/^[a-z0-9-]+$/), labelKey: z.string().min(1), icon: z.enum(NAV_ICONS) }).optional(),
  /** Shown only with GeneralConfig.mostrarItemsRestaurant (/resto, /reservas, /pedidos). */
  restaurant: z.boolean().optional(),
});
export type RemoteNavEntry = z.infer<typeof remoteNavEntrySchema>;

/**
 * A remote's manifest (`manifest.json` beside its `remoteEntry.js`): what the shell needs to know
 * about it without loading its code. Written by the remote's build from its `src/manifest.ts`.
 */
export const remoteManifestSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string().min(1),
  mounts: z.array(remoteMountSchema),
  nav: z.array(remoteNavEntrySchema),
  /** The remote's own navigation texts per language, read as `remotes.<name>.<key>`. */
  labels: z.partialRecord(z.enum(LANGUAGES), z.record(z.string(), z.string())).optional(),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
/** What a remote's `src/manifest.ts` declares; its build adds the name and its package version. */
export type RemoteManifestSource = Omit<RemoteManifest, 'name' | 'version'>;

/**
 * GET /api/remotes: each remote's federation entry, the version deployed there, and its manifest
 * (`manifest.json` beside the entry when absent). Kept out of the contracts barrel, like the
 * manifest, so the waiter handheld's bundle does not carry it.
 */
export const remoteDeploymentsSchema = z.array(
  z.object({
    name: z.enum(REMOTE_NAMES),
    entry: z.string(),
    version: z.string().optional(),
    manifest: z.string().optional(),
  }),
);
export type RemoteDeployments = z.infer<typeof remoteDeploymentsSchema>;
