/// <reference lib="webworker" />
/**
 * The claim CSV checks off the main thread: papaparse streams the chosen file in chunks through
 * engine/core's checker (the server runs the same checks again). Posts one `ClaimCsvResult`.
 */
import Papa from 'papaparse';
import { createClaimCsvChecker, WHOLE_FILE_ROW, type ClaimCsvRules } from '../../engine/core/claim-csv.ts';

export interface ClaimCsvRequest {
  file: File;
  rules: ClaimCsvRules;
}

const CHUNK_BYTES = 1024 * 1024;

self.onmessage = (event: MessageEvent<ClaimCsvRequest>) => {
  const { file, rules } = event.data;
  const checker = createClaimCsvChecker(rules);
  const { noData } = rules.messages;
  let first = true;
  let headerOk = false;
  Papa.parse<string[]>(file, {
    chunkSize: CHUNK_BYTES,
    skipEmptyLines: false,
    chunk: (results) => {
      let lines = results.data;
      if (first && lines.length) {
        first = false;
        const header = lines[0].map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell));
        if (header.every((cell) => cell.trim() === '')) return void checker.addErrors(WHOLE_FILE_ROW, [noData]);
        headerOk = checker.header(header);
        lines = lines.slice(1);
      }
      if (headerOk) for (const line of lines) checker.row(line);
    },
    complete: () => {
      if (first) checker.addErrors(WHOLE_FILE_ROW, [noData]);
      self.postMessage(checker.finish());
    },
    error: () => {
      checker.addErrors(WHOLE_FILE_ROW, [noData]);
      self.postMessage(checker.finish());
    },
  });
};
