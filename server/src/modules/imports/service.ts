import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import {
  IMPORT_KIND_INFO,
  IMPORT_MAX_BYTES,
  type ImportErrors,
  type ImportJob,
  type ImportKind,
  type ImportList,
} from '@bayi/common';
import { HttpError, RequestValidationError } from '../../plugins/errors';
import type { Download } from '../../plugins/download';
import type { Actor } from '../audit/log';
import { detectFormat } from '../../lib/spreadsheet';
import type { ImportsRepository } from './repository';
import type { ImportRunner } from './runner';

/** Pieces of the stored file: 1 MB rows in import_files. */
const PIECE_BYTES = 1024 * 1024;
export const ERRORS_PAGE_SIZE = 100;

export const IMPORT_MESSAGES = {
  missing: 'Dosya seçilmedi: CSV veya XLSX dosyasını file alanında gönderin.',
  tooLarge: `Dosya en fazla ${IMPORT_MAX_BYTES / 1024 / 1024} MB olabilir.`,
  empty: 'Dosya boş.',
  oldExcel:
    'Eski Excel (.xls) dosyası okunamaz; dosyayı Excel ile "Excel Çalışma Kitabı (.xlsx)" ya da CSV olarak kaydedin.',
  notFound: 'Aktarım bulunamadı.',
} as const;

/** Who started an import: a staff member, or an API key (audit/log.ts keyActor). */
export type ImportRequester = Actor;

export interface ImportUpload {
  fileName: string;
  stream: NodeJS.ReadableStream;
  /** Whether the upload was cut at the size limit. */
  truncated(): boolean;
}

export function createImportsService(repo: ImportsRepository, runner: ImportRunner) {
  /**
   * Stores the upload as a queued job and answers its id at once (202): the file goes to a temporary file
   * first — its size and kind known before anything is written — then into import_files in one transaction
   * with the job, so a job never exists without its whole file.
   */
  async function upload(requester: ImportRequester, kind: ImportKind, file: ImportUpload | undefined) {
    if (!file) throw new RequestValidationError('body', IMPORT_MESSAGES.missing, { file: IMPORT_MESSAGES.missing });
    const temp = path.join(os.tmpdir(), `bayi-import-${randomUUID()}`);
    try {
      await pipeline(file.stream, fs.createWriteStream(temp));
      if (file.truncated())
        throw new RequestValidationError('body', IMPORT_MESSAGES.tooLarge, { file: IMPORT_MESSAGES.tooLarge });
      const size = (await fs.promises.stat(temp)).size;
      if (size === 0) throw new RequestValidationError('body', IMPORT_MESSAGES.empty, { file: IMPORT_MESSAGES.empty });
      const handle = await fs.promises.open(temp, 'r');
      try {
        const head = Buffer.alloc(8);
        await handle.read(head, 0, 8, 0);
        if (head.readUInt32BE(0) === 0xd0cf11e0) {
          throw new RequestValidationError('body', IMPORT_MESSAGES.oldExcel, { file: IMPORT_MESSAGES.oldExcel });
        }
        const createdBy = requester.displayName;
        const fileName = [...(file.fileName || 'dosya')]
          .filter((ch) => ch >= ' ' && ch !== '\u007f')
          .join('')
          .slice(0, 200);
        const id = await repo.transaction(async (tx) => {
          const jobId = await tx.createJob({ kind, fileName, format: detectFormat(head), sizeBytes: size, createdBy });
          const piece = Buffer.alloc(PIECE_BYTES);
          for (let seq = 0, at = 0; at < size; seq++, at += PIECE_BYTES) {
            const { bytesRead } = await handle.read(piece, 0, PIECE_BYTES, at);
            await tx.addFilePiece(jobId, seq, Buffer.from(piece.subarray(0, bytesRead)));
          }
          await tx.audit(requester, {
            action: 'import.created',
            entity: 'import',
            entityId: jobId,
            summary: `${IMPORT_KIND_INFO[kind].label} aktarımı başlatıldı: ${fileName}`,
            after: { kind, fileName, sizeBytes: size },
          });
          return jobId;
        });
        runner.wake();
        return { id, status: 'queued' as const };
      } finally {
        await handle.close();
      }
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }

  /** A job of one of the kinds the caller may see (an API key's scope); any other is not found. */
  async function job(id: number, kinds: readonly ImportKind[]): Promise<ImportJob> {
    const found = await repo.job(id);
    if (!found || !kinds.includes(found.kind)) throw new HttpError(404, IMPORT_MESSAGES.notFound);
    return found;
  }

  return {
    upload,
    job,
    async list(kinds: readonly ImportKind[]): Promise<ImportList> {
      return { imports: await repo.recent(50, kinds) };
    },

    async errors(id: number, page: number, kinds: readonly ImportKind[]): Promise<ImportErrors> {
      await job(id, kinds);
      const { errors, total } = await repo.errors(id, ERRORS_PAGE_SIZE, (page - 1) * ERRORS_PAGE_SIZE);
      return { errors, total, page, pageSize: ERRORS_PAGE_SIZE };
    },

    /** The error report as a CSV Turkish Excel opens as it is: UTF-8 with BOM, semicolons, CRLF. */
    async errorsCsv(id: number, kinds: readonly ImportKind[]): Promise<Download> {
      const found = await job(id, kinds);
      const lines = ['Satır;Sütun;Kod;Açıklama'];
      for (let page = 0; ; page++) {
        const { errors } = await repo.errors(id, 5000, page * 5000);
        for (const e of errors) lines.push([String(e.row), e.column, e.code, e.message].map(csvCell).join(';'));
        if (errors.length < 5000) break;
      }
      return {
        fileName: `aktarim-${found.id}-hatalar.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      };
    },

    /** A file with the kind's columns and one example row, as CSV or XLSX. */
    async template(kind: ImportKind, format: 'csv' | 'xlsx'): Promise<Download> {
      const { header, example } = templateRows(kind);
      const base = `sablon-${kind}`;
      if (format === 'csv') {
        return {
          fileName: `${base}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: Buffer.from(`\uFEFF${[header, example].map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`, 'utf8'),
        };
      }
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(IMPORT_KIND_INFO[kind].label);
      sheet.addRow(header).font = { bold: true };
      sheet.addRow(example);
      sheet.columns.forEach((column) => (column.width = 22));
      // Codes and numbers stay text, as typed: Excel would otherwise drop a barcode's leading zeros.
      sheet.eachRow((row) => row.eachCell((cell) => (cell.numFmt = '@')));
      return {
        fileName: `${base}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: Buffer.from(await workbook.xlsx.writeBuffer()),
      };
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;

function templateRows(kind: ImportKind): { header: string[]; example: string[] } {
  const info = IMPORT_KIND_INFO[kind];
  const header = info.columns.map((c) => c.header);
  const example = info.columns.map((c) => c.example);
  if (info.extra) {
    header.push(info.extra.example[0]);
    example.push(info.extra.example[1]);
  }
  return { header, example };
}

/** A CSV cell: quoted when it holds the separator, a quote or a line break; a leading = + - @ is defused. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
