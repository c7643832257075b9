import type { Page } from '@playwright/test';

/** How many chosen files the browser's database keeps for the portal's tabs (engine/react/files/file-keeper.ts). */
export const keptFileCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('levy-portal-kept-files');
        open.onupgradeneeded = () => open.result.createObjectStore('files', { keyPath: 'id' }).createIndex('scope', 'scope');
        open.onsuccess = () => {
          const count = open.result.transaction('files').objectStore('files').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
