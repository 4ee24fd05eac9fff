import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerLine } from '../src/geometry-command.js';
import { main } from '../src/main.js';
import { run, Sink, small } from './run.js';

const finalOf = (id: number, maneuver = '1F') => JSON.stringify({ id, op: 'final', ship: small(0, 0), maneuver });

describe('the geometry stream', () => {
  it('answers every non-blank line in order and skips blank ones', async () => {
    const input = ['', finalOf(1), '   ', '\t', finalOf(2), '', '', finalOf(3), ''].join('\n');
    const r = await run(['geometry'], input);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l).id)).toEqual([1, 2, 3]);
    expect(r.stderr).toBe('');
  });

  it('exits 0 on empty input, and with a last line that has no newline', async () => {
    expect(await run(['geometry'], '')).toEqual({ code: 0, stdout: '', stderr: '' });
    const r = await run(['geometry'], finalOf(1));
    expect(r.stdout).toBe('{"id":1,"final":{"x":0,"y":80,"heading":0}}\n');
  });

  it('exits 0 even when every line was an error', async () => {
    const r = await run(['geometry'], 'x\ny\n');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('reads CRLF line ends and a leading byte-order mark', async () => {
    const r = await run(['geometry'], `\uFEFF${finalOf(1)}\r\n${finalOf(2)}\r\n`);
    expect(
      r.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).id),
    ).toEqual([1, 2]);
  });

  it('echoes string and number ids as given', async () => {
    const r = await run(['geometry'], '{"id":"a","op":"obstacles"}\n{"id":0,"op":"obstacles"}\n');
    expect(
      r.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).id),
    ).toEqual(['a', 0]);
  });

  it('answers each line before the next one arrives, as a pipe', async () => {
    const stdin = new PassThrough();
    const stdout = new Sink();
    const stderr = new Sink();
    const lineCount = () => stdout.text().split('\n').length - 1;
    const waitFor = async (n: number) => {
      for (let i = 0; i < 200 && lineCount() < n; i++) await new Promise((r) => setTimeout(r, 5));
      return lineCount();
    };
    const done = main(['geometry'], { stdin, stdout, stderr });
    stdin.write(`${finalOf(1)}\n`);
    expect(await waitFor(1)).toBe(1);
    stdin.write(`${finalOf(2, '2F')}\n`);
    expect(await waitFor(2)).toBe(2);
    stdin.end();
    expect(await done).toBe(0);
    expect(stdout.text()).toBe(
      '{"id":1,"final":{"x":0,"y":80,"heading":0}}\n{"id":2,"final":{"x":0,"y":120,"heading":0}}\n',
    );
  });

  it('waits for a slow reader instead of piling up output', async () => {
    const got: string[] = [];
    const slow = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, callback) {
        got.push(chunk.toString());
        setTimeout(callback, 1);
      },
    });
    const input = Array.from({ length: 40 }, (_, i) => finalOf(i)).join('\n');
    const code = await main(['geometry'], { stdin: Readable.from([input]), stdout: slow, stderr: new Sink() });
    expect(code).toBe(0);
    await new Promise<void>((resolve) => slow.end(resolve));
    expect(got.map((l) => JSON.parse(l).id)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('stops with exit 1 when the output is closed under it', async () => {
    const broken = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const stderr = new Sink();
    const input = Array.from({ length: 10 }, (_, i) => finalOf(i)).join('\n');
    const code = await main(['geometry'], { stdin: Readable.from([input]), stdout: broken, stderr });
    expect(code).toBe(1);
    expect(stderr.text()).toContain('output was closed');
  });
});

describe('answerLine', () => {
  it('answers one line without a stream', () => {
    expect(answerLine(finalOf(5))).toBe('{"id":5,"final":{"x":0,"y":80,"heading":0}}');
  });

  it('does not round numbers', () => {
    const r = JSON.parse(answerLine(JSON.stringify({ op: 'final', ship: small(0, 0), maneuver: '1N' })));
    expect(r.final.x).not.toBe(Math.round(r.final.x * 100) / 100);
  });
});
