/** What a backup archive holds, in its first entry (docs/decisions/0033-crashes-and-backups.md). */
export const MANIFEST = 'roost-backup.json';
export const PGLITE_DUMP = 'database/pglite-datadir.tar.gz';
export const PG_DUMP = 'database/roost.pgdump';
export const PHOTOS = 'photos/';

export type Manifest = {
  format: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  database: string;
  /** Storage keys rows point at, and the files copied for them. */
  photoKeys: number;
  photoFiles: number;
  /** Where those files were kept (`…/photos` under DATA_DIR, or `s3://bucket/prefix`); restore puts them wherever the target keeps photos. */
  photoStorage?: string;
};

export type BackupResult = Manifest & { file: string; bytes: number; ms: number };
