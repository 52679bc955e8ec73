import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from './platform/http/openapi.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown;
};
type Document = {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as Document;
    operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => [`${method.toUpperCase()} ${url}`, op] as [string, Operation],
      ),
    );
  });
  afterAll(() => t?.close());

  it('gives every operation a unique operationId, a one-line summary, a description and a declared tag', () => {
    expect(operations.length).toBeGreaterThan(150);
    const declared = new Set(doc.tags.map((tag) => tag.name));
    const missing = operations.filter(
      ([, op]) =>
        !op.operationId ||
        !op.summary?.trim() ||
        op.summary.includes('\n') ||
        !op.description?.trim() ||
        !op.tags?.length ||
        !op.tags.every((tag) => declared.has(tag)),
    );
    expect(missing.map(([name]) => name)).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares each tag once, with a description, and uses every one', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
    expect(doc.tags.every((tag) => tag.description.length > 0)).toBe(true);
    const used = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    expect([...used].sort()).toEqual(API_TAGS.map((tag) => tag.name).sort());
  });

  it('says which operations need a token', () => {
    const op = (name: string) => operations.find(([n]) => n === name)?.[1];
    expect(op('POST /api/auth/login')?.security).toEqual([]);
    expect(op('GET /healthz')?.security).toEqual([]);
    expect(op('GET /api/user/info')?.security).toEqual([{ bearer: [] }]);
    expect(op('GET /api/admin/ledger/audit')?.description).toContain('运营权限');
    expect(op('POST /api/log/error')?.security).toEqual([{}, { bearer: [] }]);
    expect(op('GET /api/user/info')?.operationId).toBe('getUserInfo');
  });

  it('leaves out the placeholder page and the sockets', () => {
    expect(Object.keys(doc.paths)).not.toContain('/');
    // A `ws` path segment (the sockets), not any path with those letters (…/draws).
    expect(Object.keys(doc.paths).filter((p) => /\/ws(\/|$)/.test(p))).toEqual([]);
  });
});
