import { buildDeviceInfo, detectDeviceType, toServerDeviceInfo, type DeviceEnv, type DeviceType } from '../rules/device';
import type { DeviceInfo } from '../contracts/auth';

/** Reads the current browser into the plain data the device rules work on. */
export function readDeviceEnv(): DeviceEnv {
  const coarse = typeof window.matchMedia === 'function' ? window.matchMedia('(pointer: coarse)').matches : false;
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return {
    userAgent: navigator.userAgent ?? '',
    viewportWidth: window.innerWidth,
    screenWidth: window.screen?.width || window.innerWidth,
    screenHeight: window.screen?.height || window.innerHeight,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hasTouchEvents: 'ontouchstart' in window,
    coarsePointer: coarse,
    orientationType: window.screen?.orientation?.type,
    timeZone,
    language: navigator.language,
  };
}

export function detectCurrentDevice(): DeviceType {
  return detectDeviceType(readDeviceEnv());
}

/** Device info for the login call: everything but the fingerprint. */
export function currentServerDeviceInfo(): DeviceInfo {
  return toServerDeviceInfo(buildDeviceInfo(readDeviceEnv()));
}
