import type { DeviceInfo, Platform } from '../contracts/auth';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type ViewKind = DeviceType;

/** What the browser tells about the device. Kept as plain data so detection stays pure and testable. */
export interface DeviceEnv {
  userAgent: string;
  /** Viewport width in CSS pixels (window.innerWidth). */
  viewportWidth: number;
  screenWidth: number;
  screenHeight: number;
  maxTouchPoints: number;
  /** 'ontouchstart' in window */
  hasTouchEvents: boolean;
  /** matchMedia('(pointer: coarse)').matches */
  coarsePointer: boolean;
  /** screen.orientation.type when the browser has it */
  orientationType?: string | undefined;
  /** Extra entropy for the fingerprint (time zone, language...) */
  timeZone?: string | undefined;
  language?: string | undefined;
}

export interface BrowserDeviceInfo extends DeviceInfo {
  /** Local-only identifier; never sent to the server. */
  fingerprint: string;
}

/** Widths of device detection and of the view breakpoints. */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;
export const VIEW_BREAKPOINTS = { mobile: 768, tablet: 1024 } as const;

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari|webOS/i;
const TABLET_UA = /iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA.test(ua);
}

export function isTabletUserAgent(ua: string, maxTouchPoints = 0): boolean {
  if (TABLET_UA.test(ua)) return true;
  // iPadOS 13+ reports itself as a Mac; only the touch points give it away.
  return /Macintosh/i.test(ua) && maxTouchPoints > 1;
}

/** Signals that count towards "mobile" (at least 2 of them, with a width of at most 768). */
export function mobileSignals(env: DeviceEnv): string[] {
  const signals: string[] = [];
  if (env.maxTouchPoints > 0 || env.hasTouchEvents) signals.push('touch');
  if (isMobileUserAgent(env.userAgent)) signals.push('mobile-ua');
  if (env.coarsePointer) signals.push('coarse-pointer');
  if (Math.min(env.screenWidth, env.screenHeight || env.screenWidth) <= MOBILE_MAX_WIDTH && env.screenWidth > 0) {
    signals.push('small-screen');
  }
  return signals;
}

export function detectDeviceType(env: DeviceEnv): DeviceType {
  const width = env.viewportWidth;
  if (width <= MOBILE_MAX_WIDTH && mobileSignals(env).length >= 2) return 'mobile';
  if ((width > MOBILE_MAX_WIDTH && width <= TABLET_MAX_WIDTH) || isTabletUserAgent(env.userAgent, env.maxTouchPoints)) {
    return 'tablet';
  }
  return 'desktop';
}

/** Default view from the width alone (Stored view preference): under 768 mobile, under 1024 tablet. */
export function defaultViewForWidth(width: number): ViewKind {
  if (width < VIEW_BREAKPOINTS.mobile) return 'mobile';
  if (width < VIEW_BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}

export function detectPlatform(ua: string, maxTouchPoints = 0): Platform {
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && maxTouchPoints > 1)) return 'iOS';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/Linux|X11|CrOS/i.test(ua)) return 'Linux';
  return 'Unknown';
}

export function detectBrowser(ua: string): string {
  // Order matters: Edge, Opera and Samsung UAs also contain "Chrome" and "Safari".
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Unknown';
}

export function detectOrientation(env: Pick<DeviceEnv, 'orientationType' | 'screenWidth' | 'screenHeight'>): 'portrait' | 'landscape' {
  if (env.orientationType?.startsWith('portrait')) return 'portrait';
  if (env.orientationType?.startsWith('landscape')) return 'landscape';
  return env.screenHeight > env.screenWidth ? 'portrait' : 'landscape';
}

/** FNV-1a 32 bit: stable, dependency-free, and good enough to tell devices apart locally. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function buildDeviceInfo(env: DeviceEnv): BrowserDeviceInfo {
  const deviceType = detectDeviceType(env);
  const platform = detectPlatform(env.userAgent, env.maxTouchPoints);
  const browser = detectBrowser(env.userAgent);
  const fingerprint = fnv1a([env.userAgent, env.screenWidth, env.screenHeight, env.maxTouchPoints, env.timeZone ?? '', env.language ?? '', platform].join('|'));
  return {
    isMobile: deviceType === 'mobile',
    isTablet: deviceType === 'tablet',
    isDesktop: deviceType === 'desktop',
    deviceType,
    userAgent: env.userAgent.slice(0, 1024),
    screenWidth: Math.max(0, Math.round(env.screenWidth)),
    screenHeight: Math.max(0, Math.round(env.screenHeight)),
    touchSupport: env.maxTouchPoints > 0 || env.hasTouchEvents,
    orientation: detectOrientation(env),
    platform,
    browser,
    fingerprint,
  };
}

/** The server never receives the fingerprint (Device info). */
export function toServerDeviceInfo(info: BrowserDeviceInfo | DeviceInfo): DeviceInfo {
  const { fingerprint: _omit, ...rest } = info as BrowserDeviceInfo;
  return rest;
}
