/* A plugin's own select box on selectWoo (declared as its dependency): 'Replace' must leave selectWoo's file for it. */
window.siTestSelectWoo = typeof window.jQuery === 'function' && typeof window.jQuery.fn.selectWoo === 'function';
