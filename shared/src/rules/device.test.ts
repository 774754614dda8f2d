import { buildDeviceInfo, defaultViewForWidth, detectBrowser, detectDeviceType, detectPlatform, toServerDeviceInfo, type DeviceEnv } from './device';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET_UA = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPAD_UA = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IPADOS_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const WINDOWS_CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const WINDOWS_EDGE_UA = `${WINDOWS_CHROME_UA} Edg/124.0.2478.51`;
const LINUX_FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

const desktop: DeviceEnv = {
  userAgent: WINDOWS_CHROME_UA,
  viewportWidth: 1440,
  screenWidth: 1920,
  screenHeight: 1080,
  maxTouchPoints: 0,
  hasTouchEvents: false,
  coarsePointer: false,
};

describe('detectDeviceType', () => {
  it('classifies a phone (narrow, touch, mobile UA, coarse pointer) as mobile', () => {
    expect(detectDeviceType({ userAgent: IPHONE_UA, viewportWidth: 390, screenWidth: 390, screenHeight: 844, maxTouchPoints: 5, hasTouchEvents: true, coarsePointer: true })).toBe(
      'mobile',
    );
  });

  it('needs at least two signals: a narrow desktop window stays desktop', () => {
    expect(detectDeviceType({ ...desktop, viewportWidth: 600 })).toBe('desktop');
  });

  it('counts exactly two signals as enough (touch + small screen)', () => {
    expect(detectDeviceType({ ...desktop, viewportWidth: 700, screenWidth: 700, screenHeight: 1000, maxTouchPoints: 2 })).toBe('mobile');
  });

  it('one signal alone is not mobile', () => {
    expect(detectDeviceType({ ...desktop, viewportWidth: 700, maxTouchPoints: 2 })).toBe('desktop');
  });

  it('768 is still mobile width, 769 is tablet width', () => {
    const phoneish = { ...desktop, userAgent: ANDROID_PHONE_UA, maxTouchPoints: 5, coarsePointer: true };
    expect(detectDeviceType({ ...phoneish, viewportWidth: 768 })).toBe('mobile');
    expect(detectDeviceType({ ...phoneish, viewportWidth: 769 })).toBe('tablet');
  });

  it('a width between 769 and 1024 is tablet; 1025 is desktop', () => {
    expect(detectDeviceType({ ...desktop, viewportWidth: 1024 })).toBe('tablet');
    expect(detectDeviceType({ ...desktop, viewportWidth: 1025 })).toBe('desktop');
  });

  it('a tablet user agent is tablet at any width', () => {
    expect(detectDeviceType({ ...desktop, userAgent: ANDROID_TABLET_UA, viewportWidth: 1280 })).toBe('tablet');
    expect(detectDeviceType({ ...desktop, userAgent: IPAD_UA, viewportWidth: 1180 })).toBe('tablet');
    expect(detectDeviceType({ ...desktop, userAgent: IPADOS_UA, maxTouchPoints: 5, viewportWidth: 1180 })).toBe('tablet');
  });
});

describe('defaultViewForWidth', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px -> %s', (width, view) => {
    expect(defaultViewForWidth(width)).toBe(view);
  });
});

describe('platform and browser', () => {
  it.each([
    [ANDROID_PHONE_UA, 'Android'],
    [IPHONE_UA, 'iOS'],
    [WINDOWS_CHROME_UA, 'Windows'],
    [IPADOS_UA, 'macOS'],
    [LINUX_FIREFOX_UA, 'Linux'],
    ['curl/8.0', 'Unknown'],
  ] as const)('platform of %s', (ua, platform) => {
    expect(detectPlatform(ua)).toBe(platform);
  });

  it('iPadOS posing as a Mac is iOS when it has touch points', () => {
    expect(detectPlatform(IPADOS_UA, 5)).toBe('iOS');
  });

  it.each([
    [WINDOWS_EDGE_UA, 'Edge'],
    [WINDOWS_CHROME_UA, 'Chrome'],
    [LINUX_FIREFOX_UA, 'Firefox'],
    [IPHONE_UA, 'Safari'],
    ['curl/8.0', 'Unknown'],
  ] as const)('browser of %s', (ua, browser) => {
    expect(detectBrowser(ua)).toBe(browser);
  });
});

describe('buildDeviceInfo / toServerDeviceInfo', () => {
  it('describes the device and carries a stable fingerprint', () => {
    const env: DeviceEnv = { userAgent: IPHONE_UA, viewportWidth: 390, screenWidth: 390, screenHeight: 844, maxTouchPoints: 5, hasTouchEvents: true, coarsePointer: true };
    const info = buildDeviceInfo(env);
    expect(info).toMatchObject({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      deviceType: 'mobile',
      userAgent: IPHONE_UA,
      screenWidth: 390,
      screenHeight: 844,
      touchSupport: true,
      orientation: 'portrait',
      platform: 'iOS',
      browser: 'Safari',
    });
    expect(info.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(buildDeviceInfo(env).fingerprint).toBe(info.fingerprint);
    expect(buildDeviceInfo({ ...env, screenWidth: 430 }).fingerprint).not.toBe(info.fingerprint);
  });

  it('landscape from the orientation API when present', () => {
    expect(buildDeviceInfo({ ...desktop, orientationType: 'landscape-primary' }).orientation).toBe('landscape');
    expect(buildDeviceInfo({ ...desktop, screenWidth: 800, screenHeight: 1280 }).orientation).toBe('portrait');
  });

  it('the server copy has everything but the fingerprint', () => {
    const info = buildDeviceInfo(desktop);
    const server = toServerDeviceInfo(info);
    expect(server).not.toHaveProperty('fingerprint');
    const { fingerprint, ...expected } = info;
    expect(fingerprint).toBeTruthy();
    expect(server).toEqual(expected);
  });
});
