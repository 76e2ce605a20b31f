/**
 * How every Chromium of ours starts (e2e, bench, screenshots): Debian's build, because
 * Playwright's own browser downloads cannot run on these machines, with no sandbox (containers)
 * and nothing that calls home or updates itself during a measurement.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
