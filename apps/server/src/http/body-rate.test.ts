import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type TestMember } from '../test/member-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.ts';
import { multipartBody, red, solid } from '../test/test-images.ts';
import { BodyRateWindow } from './body-rate.ts';
import { defaultTimeLimits } from './time-limits.ts';

const rate = defaultTimeLimits.minBodyRate;

/** When the rule first cuts a body arriving at `bytesPerSecond`, checked every second; null if never within `seconds`. */
function cutAfter(bytesPerSecond: number, seconds: number, pauses: readonly [number, number][] = []): number | null {
  const window = new BodyRateWindow(rate, 0, 300);
  let bytes = 300;
  for (let s = 1; s <= seconds; s++) {
    if (!pauses.some(([from, to]) => s > from && s <= to)) bytes += bytesPerSecond;
    if (window.tooSlow(s * 1000, Math.floor(bytes))) return s;
  }
  return null;
}

describe('the minimum body rate', () => {
  it('cuts a body trickling one byte every two seconds soon after the grace period', () => {
    const cut = cutAfter(0.5, 60);
    expect(cut).not.toBeNull();
    expect(cut!).toBeLessThanOrEqual(12);
    expect(cut!).toBeGreaterThanOrEqual(rate.graceMs / 1000);
  });

  it('lets a 15 MB photo at 1 Mbit/s arrive (two minutes), even with a few seconds’ stall', () => {
    const seconds = Math.ceil((15 * 1024 * 1024) / 125_000);
    expect(seconds).toBeGreaterThan(120);
    expect(cutAfter(125_000, seconds)).toBeNull();
    expect(
      cutAfter(125_000, seconds, [
        [30, 36],
        [80, 85],
      ]),
    ).toBeNull();
  });

  it('cuts an upload that stops sending for longer than the window', () => {
    expect(cutAfter(125_000, 60, [[20, 60]])).toBe(30);
  });
});

/** Writes `head`, then `body` a slice every `everyMs`; resolves with what the server sent once it closed. */
function sendThrottled(port: number, head: string, body: Buffer, slice: number, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  socket.write(head);
  let at = 0;
  const timer = setInterval(() => {
    if (!socket.writable || at >= body.length) return clearInterval(timer);
    socket.write(body.subarray(at, at + slice));
    at += slice;
  }, everyMs);
  return new Promise<{ received: string; seconds: number; sent: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, seconds: (performance.now() - started) / 1000, sent: at });
    }),
  );
}

describe.skipIf(testDialect !== 'sqlite')('slow request bodies over a real connection (production limits)', () => {
  let t: TestApp;
  let port: number;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await addMember(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it.concurrent(
    'cuts a client trickling its body one byte every two seconds within 30 s, with a 408',
    async () => {
      const body = Buffer.from(`{"name":"${'a'.repeat(200)}"}`);
      const head =
        'POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: de\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`;
      const result = await sendThrottled(port, head, body, 1, 2000);
      expect(result.seconds).toBeLessThan(30);
      expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(result.received).toMatch(/connection: close/i);
      expect(JSON.parse(result.received.split('\r\n\r\n')[1] ?? '')).toMatchObject({
        success: false,
        error: 'Die Anfrage kam zu langsam an.',
      });
    },
    40_000,
  );

  it.concurrent(
    'lets a photo upload at 1 Mbit/s arrive and be stored',
    async () => {
      const jpeg = await solid(64, 64, red).jpeg().toBuffer();
      const { payload, headers } = multipartBody([
        { field: 'file', bytes: Buffer.concat([jpeg, Buffer.alloc(1_500_000, 1)]), filename: 'slow.jpg' },
      ]);
      const head =
        `POST /api/v1/images/upload?user_id=${member.id} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
        `Authorization: ${member.headers.authorization}\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`;
      const result = await sendThrottled(port, head, payload, 12_500, 100); // 125 KB/s: 1 Mbit/s
      expect(result.seconds).toBeGreaterThan(11);
      expect(result.received).toMatch(/^HTTP\/1\.1 201 /);
    },
    40_000,
  );
});
