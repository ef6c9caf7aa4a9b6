import fs from 'node:fs';
import { API_PREFIX, MAX_UPLOAD_BYTES } from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UploadedFile, zUploadedFile } from '../src/plugins/multipart';
import { useTestApp } from './helpers/app';
import { filesUnder } from './helpers/raw-http';

/** A multipart body exactly as a browser's FormData would send it. */
async function multipart(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** What the test route saw, with each file's path checked while the request was still running. */
const seen: { body?: unknown; files: { path: string; existed: boolean; content: string }[] } = { files: [] };

function describeFiles(value: unknown): unknown {
  if (value instanceof UploadedFile) {
    seen.files.push({ path: value.path, existed: fs.existsSync(value.path), content: fs.readFileSync(value.path, 'utf8').slice(0, 50) });
    return { filename: value.filename, mimetype: value.mimetype, size: value.size };
  }
  if (Array.isArray(value)) return value.map(describeFiles);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describeFiles(v)]));
  return value;
}

describe('multipart forms', () => {
  const ctx = useTestApp('none', {
    setup: (app) => {
      app.post(`${API_PREFIX}/test/echo-form`, { config: { multipartForm: 'files' } }, async (request) => {
        seen.files = [];
        seen.body = describeFiles(request.body);
        return { ok: true };
      });
      app.post(
        `${API_PREFIX}/test/upload`,
        { config: { multipartForm: 'files' }, schema: { body: z.object({ document: zUploadedFile, note: z.string().optional() }) } },
        async (request) => ({ size: request.body.document.size }),
      );
    },
  });

  it('turns bracket names into nested objects and arrays, files included', async () => {
    const form = new FormData();
    form.append('step', 'bills');
    form.append('physical_address[line_1]', '12 Main St');
    form.append('physical_address[state_id]', '23');
    form.append('benefit[income_types][0]', '1');
    form.append('benefit[income_types][1]', '4');
    form.append('program_id[0]', '1');
    form.append('race_id[]', '2');
    form.append('race_id[]', '5');
    form.append('client_bills[0][amount]', '45.50');
    form.append('client_bills[0][files][0]', new Blob(['%PDF-1.4 first bill'], { type: 'application/pdf' }), 'bill.pdf');
    form.append('client_bills[1][amount]', '10');
    form.append('ssa_6233', new Blob(['PNG image'], { type: 'image/png' }), 'C:\\Users\\me\\ssa.png');

    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/echo-form`, ...(await multipart(form)) });
    expect(response.statusCode).toBe(200);
    expect(seen.body).toEqual({
      step: 'bills',
      physical_address: { line_1: '12 Main St', state_id: '23' },
      benefit: { income_types: ['1', '4'] },
      program_id: ['1'],
      race_id: ['2', '5'],
      client_bills: [{ amount: '45.50', files: [{ filename: 'bill.pdf', mimetype: 'application/pdf', size: 19 }] }, { amount: '10' }],
      ssa_6233: { filename: 'ssa.png', mimetype: 'image/png', size: 9 },
    });
    expect(seen.files.map((file) => file.content)).toEqual(['%PDF-1.4 first bill', 'PNG image']);
    expect(seen.files.every((file) => file.existed)).toBe(true);
  });

  it('removes the temp files once the answer is sent', async () => {
    const form = new FormData();
    form.append('document', new Blob(['data']), 'a.pdf');
    await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/echo-form`, ...(await multipart(form)) });
    expect(seen.files).toHaveLength(1);
    await expect.poll(() => fs.existsSync(seen.files[0]!.path)).toBe(false);
  });

  it('treats an empty file input as no file', async () => {
    const form = new FormData();
    form.append('note', 'hello');
    form.append('document', new Blob([]), '');
    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/upload`, ...(await multipart(form)) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ document: ['Please choose a file to upload.'] });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const form = new FormData();
    form.append('document', new Blob([Buffer.alloc(MAX_UPLOAD_BYTES, 1)], { type: 'application/pdf' }), 'big.pdf');
    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/upload`, ...(await multipart(form)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ size: MAX_UPLOAD_BYTES });
  });

  it('refuses a file over 10 MB with 413, naming the field, and leaves no temp file behind', async () => {
    const form = new FormData();
    form.append('client_bills[0][files][0]', new Blob([Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1)]), 'too-big.pdf');
    const tmpDir = `${ctx.config.DATA_DIR}/tmp`;
    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/upload`, ...(await multipart(form)) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Each file must be 10 MB or smaller.',
      errors: { 'client_bills.0.files.0': ['Each file must be 10 MB or smaller.'] },
    });
    await expect.poll(() => filesUnder(tmpDir)).toEqual([]);
  });

  it('refuses a JSON body that pretends to be an upload', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/upload`,
      payload: { document: { filename: 'passwd', mimetype: 'text/plain', size: 1, path: '/etc/passwd' } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['document']);
  });

  it('ignores field names that try to reach Object.prototype', async () => {
    const form = new FormData();
    form.append('__proto__[polluted]', 'yes');
    form.append('constructor[prototype][polluted]', 'yes');
    form.append('note', 'kept');
    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/echo-form`, ...(await multipart(form)) });
    expect(response.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
