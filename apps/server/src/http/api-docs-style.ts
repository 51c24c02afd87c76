/**
 * Our additions to Swagger UI's own stylesheet for /v1/docs (issue 38 point 7). At 1440 px the page
 * reads as it is; these make the error tables and examples easy to scan, and keep a 390 px phone
 * from scrolling sideways: Swagger UI lays an operation's summary, tables and code blocks out for a
 * desktop and lets them run past a narrow window.
 */
export const API_DOCS_CSS = `
.swagger-ui .topbar { display: none; }
.swagger-ui .markdown table { border-collapse: collapse; margin: 8px 0; }
.swagger-ui .markdown th, .swagger-ui .markdown td { border: 1px solid #d9dee3; padding: 4px 8px; text-align: left; vertical-align: top; }
.swagger-ui .markdown th { background: #f3f5f7; }
.swagger-ui .opblock-tag small { display: block; margin-top: 2px; }
.swagger-ui .response-col_description .markdown p { margin: 0 0 6px; }
.swagger-ui pre.microlight, .swagger-ui .highlight-code pre { max-height: 420px; }

@media (max-width: 640px) {
  .swagger-ui .wrapper { padding: 0 10px; }
  .swagger-ui .information-container .info { margin: 16px 0; }
  .swagger-ui .info .title { font-size: 26px; }
  .swagger-ui .scheme-container { padding: 12px 0; }
  .swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: 8px; }
  .swagger-ui .opblock-tag { flex-wrap: wrap; font-size: 20px; padding: 8px 4px; }
  .swagger-ui .opblock-tag small { flex: 1 1 100%; font-size: 13px; padding: 0; }
  .swagger-ui .opblock-tag > div { flex: 1 1 100%; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; gap: 4px; }
  .swagger-ui .opblock .opblock-summary-control { flex-wrap: wrap; min-width: 0; }
  .swagger-ui .opblock .opblock-summary-path,
  .swagger-ui .opblock .opblock-summary-path__deprecated { max-width: 100%; word-break: break-all; font-size: 14px; padding: 0 6px; }
  .swagger-ui .opblock .opblock-summary-description { flex: 1 1 100%; font-size: 13px; padding: 0 6px; }
  .swagger-ui .opblock .opblock-summary-method { min-width: 64px; font-size: 12px; }
  .swagger-ui .opblock-body, .swagger-ui .opblock-section-header { overflow-x: auto; }
  .swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-external-docs-wrapper, .swagger-ui .opblock-title_normal { padding: 10px; }
  /* Responses and their headers stack as cards: the code, then its description, tables and example. */
  .swagger-ui table.responses-table, .swagger-ui table.responses-table > tbody, .swagger-ui table.responses-table > tbody > tr,
  .swagger-ui table.responses-table > tbody > tr > td, .swagger-ui table.headers, .swagger-ui table.headers > tbody,
  .swagger-ui table.headers tr, .swagger-ui table.headers td { display: block; width: 100%; padding-left: 0; padding-right: 0; }
  .swagger-ui table.responses-table > thead, .swagger-ui table.headers > thead, .swagger-ui .response-col_links { display: none !important; }
  .swagger-ui table.responses-table td.response-col_status { font-weight: 700; padding-top: 12px; }
  .swagger-ui table.headers tr { border-bottom: 1px solid #d9dee3; padding: 4px 0; }
  .swagger-ui .markdown table { display: table; width: 100%; table-layout: fixed; }
  .swagger-ui .markdown table th:first-child, .swagger-ui .markdown table td:first-child { width: 52px; }
  .swagger-ui .markdown td { word-break: break-word; }
  .swagger-ui .parameters-col_description { width: auto; }
  .swagger-ui pre, .swagger-ui .microlight, .swagger-ui .highlight-code pre { white-space: pre-wrap !important; word-break: break-all; }
  .swagger-ui .model-box, .swagger-ui .model { max-width: 100%; overflow-x: auto; }
  .swagger-ui .auth-wrapper, .swagger-ui .btn.authorize { max-width: 100%; }
  .swagger-ui .dialog-ux .modal-ux { width: 94%; min-width: 0; }
  .swagger-ui .filter-container .operation-filter-input { width: 100%; }
}
`;
