/** Upload limits of spec 1 section 9. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'rtf', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'heic', 'zip'];

/** The content type without parameters, lower case: 'Text/CSV; charset=utf-8' -> 'text/csv'. */
export const baseMimeType = (value: string | undefined) => (value ?? '').split(';', 1)[0].trim().toLowerCase();
