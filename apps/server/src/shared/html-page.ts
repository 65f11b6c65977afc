/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small self-contained HTML page (no script: the CSP allows none inline). */
export function htmlPage(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;margin:0;background:#f4f6f5;color:#1d2a24;line-height:1.5}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 16px}
.card{background:#fff;border:1px solid #d5ddd9;border-radius:10px;padding:16px 20px;margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #7a8a83;border-radius:6px;font-size:1rem}
button{margin-top:16px;padding:10px 20px;font-size:1rem;border:0;border-radius:6px;background:#1f6b4a;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:8px 0 0}
a{color:#0b4f8a}
.meta{color:#4b5a53;font-size:.9rem;margin:0}
</style></head><body><main>${body}</main></body></html>`;
}
