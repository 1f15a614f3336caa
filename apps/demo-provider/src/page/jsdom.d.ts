/**
 * The little of jsdom the page-script test uses (jsdom ships no types, and this package has no DOM
 * library in its compiler settings: it is a server).
 */
declare module 'jsdom' {
  export interface TestElement {
    textContent: string | null;
    hidden: boolean;
    disabled: boolean;
    checked: boolean;
    className: string;
    classList: { contains(name: string): boolean };
    click(): void;
    getAttribute(name: string): string | null;
    querySelector(selectors: string): TestElement | null;
    querySelectorAll(selectors: string): ArrayLike<TestElement>;
  }

  export interface TestWindow {
    document: {
      getElementById(id: string): TestElement | null;
      querySelector(selectors: string): TestElement | null;
      querySelectorAll(selectors: string): ArrayLike<TestElement>;
    };
    HTMLDialogElement: { prototype: Record<string, unknown> };
    close(): void;
    [key: string]: unknown;
  }

  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }

  export class JSDOM {
    constructor(
      html: string,
      options?: {
        url?: string;
        runScripts?: 'dangerously' | 'outside-only';
        pretendToBeVisual?: boolean;
        virtualConsole?: VirtualConsole;
        beforeParse?: (window: TestWindow) => void;
      },
    );
    readonly window: TestWindow;
  }
}
