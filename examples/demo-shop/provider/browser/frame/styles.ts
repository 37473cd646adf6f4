/** The frame's base styles; colours and radii come from the appearance variables. */
export const BASE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;color:var(--colorText);font-family:var(--fontFamily,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);font-size:var(--fontSizeBase,16px);line-height:1.4}
form{padding:2px}
.p-Grid{display:flex;flex-wrap:wrap;gap:12px}
.p-Field{flex:1 1 100%;min-width:0}
.p-Field--half{flex:1 1 calc(50% - 6px)}
.Label{display:block;margin-bottom:4px;font-size:.93em;color:var(--colorText)}
.Input{display:block;width:100%;padding:10px 12px;font:inherit;color:var(--colorText);background:var(--colorBackground);border:1px solid #8c8c94;border-radius:var(--borderRadius);outline:none}
.Input:focus{border-color:var(--colorPrimary);box-shadow:0 0 0 3px color-mix(in srgb,var(--colorPrimary) 25%,transparent)}
.Input--invalid{border-color:var(--colorDanger);color:var(--colorDanger)}
.Error{margin:4px 0 0;font-size:.93em;color:var(--colorDanger);min-height:0}
.Error:empty{display:none}
.AccordionItem{border:1px solid #8c8c94;border-radius:var(--borderRadius);margin-bottom:8px;background:var(--colorBackground)}
.Tab{display:block;width:100%;text-align:left;padding:12px;font:inherit;font-weight:600;color:var(--colorText);background:transparent;border:0;border-radius:var(--borderRadius);cursor:pointer}
.Tab--selected{color:var(--colorPrimary)}
.p-Panel{padding:12px}
.AccordionItem .p-Panel{padding-top:0}
.p-Note{margin:12px 0 0;font-size:.87em;color:var(--colorTextSecondary)}
`;
