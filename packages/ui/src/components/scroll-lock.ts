/**
 * Freezes page scroll while any dialog is open and puts the page back where it was afterwards
 * (spec section 2). Nested dialogs share one lock.
 */
let holders = 0;
let savedY = 0;

export function lockScroll(): () => void {
  if (holders === 0) {
    savedY = window.scrollY;
    const body = document.body.style;
    body.position = 'fixed';
    body.top = `-${savedY}px`;
    body.left = '0';
    body.right = '0';
    body.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    const body = document.body.style;
    body.position = '';
    body.top = '';
    body.left = '';
    body.right = '';
    body.overflow = '';
    window.scrollTo({ top: savedY, behavior: 'instant' });
  };
}
