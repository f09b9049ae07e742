// Issue 21, point 6: several processes need one media store (S3, or a MEDIA_DIR the operator says they share);
// the worker and the API server without in-process workers refuse the default local folder on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { sharedMediaProblem } from './shared-media';

const POSTGRES = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/center' };
const S3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', MEDIA_CDN_URL: 'https://cdn.example' };

describe('the shared media rule', () => {
  it('knows whether MEDIA_DIR was set, even to the default folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/center' }).media).toMatchObject({
      dir: '/srv/center/media',
      dirExplicit: false,
    });
    expect(loadConfig({ DATA_DIR: '/srv/center', MEDIA_DIR: '/srv/center/media' }).media).toMatchObject({
      dir: '/srv/center/media',
      dirExplicit: true,
    });
    // an empty value counts as unset
    expect(loadConfig({ MEDIA_DIR: '' }).media.dirExplicit).toBe(false);
  }, 5_000);

  it('refuses the default local folder in a worker on PostgreSQL, naming MEDIA_STORAGE and MEDIA_DIR', () => {
    const problem = sharedMediaProblem(loadConfig({ ...POSTGRES, DATA_DIR: '/srv/center' }), 'worker');
    expect(problem?.level).toBe('refuse');
    expect(problem?.message).toContain('MEDIA_STORAGE=s3');
    expect(problem?.message).toContain('MEDIA_DIR');
    expect(problem?.message).toContain('/srv/center/media');
    // one line, like the other refusals of a process entry
    expect(problem?.message).not.toContain('\n');
  }, 5_000);

  it('refuses it in the API server on PostgreSQL with RUN_JOB_WORKERS=false, and warns with in-process workers', () => {
    const separate = sharedMediaProblem(loadConfig({ ...POSTGRES, RUN_JOB_WORKERS: 'false' }), 'server');
    expect(separate?.level).toBe('refuse');
    expect(separate?.message).toMatch(/RUN_JOB_WORKERS=false.*MEDIA_STORAGE=s3.*MEDIA_DIR/);
    expect(separate?.message).not.toContain('\n');

    const inProcess = sharedMediaProblem(loadConfig(POSTGRES), 'server');
    expect(inProcess?.level).toBe('warn');
    expect(inProcess?.message).toMatch(/more than one API or worker process.*MEDIA_STORAGE=s3.*MEDIA_DIR/);
    expect(sharedMediaProblem(loadConfig({ ...POSTGRES, RUN_JOB_WORKERS: 'true' }), 'server')?.level).toBe('warn');
  }, 5_000);

  it('accepts S3 or an explicit MEDIA_DIR in every process', () => {
    for (const env of [
      { ...POSTGRES, ...S3 },
      { ...POSTGRES, MEDIA_DIR: '/mnt/shared/media' },
      // S3 wins over a folder the local store would use
      { ...POSTGRES, ...S3, MEDIA_DIR: '/mnt/shared/media' },
    ]) {
      for (const runJobWorkers of ['true', 'false']) {
        const config = loadConfig({ ...env, RUN_JOB_WORKERS: runJobWorkers });
        expect(sharedMediaProblem(config, 'worker'), JSON.stringify(env)).toBeUndefined();
        expect(sharedMediaProblem(config, 'server'), JSON.stringify(env)).toBeUndefined();
      }
    }
  }, 5_000);

  it('leaves PGlite alone: one process, whose workers always run inside it', () => {
    for (const env of [{}, { RUN_JOB_WORKERS: 'false' }, { DATA_DIR: '/srv/center' }]) {
      expect(sharedMediaProblem(loadConfig(env), 'server')).toBeUndefined();
      // the worker refuses PGlite itself (EMBEDDED_DATABASE_REFUSAL), before this rule
      expect(sharedMediaProblem(loadConfig(env), 'worker')).toBeUndefined();
    }
  }, 5_000);
});
