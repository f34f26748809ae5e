/**
 * The compiler options of a test project that brings no tsconfig: a Vite React app's, minus the DOM
 * lib, whose parsing alone would cost most of a case's time. Cases that need DOM types or test
 * tsconfig handling bring their own.
 */
export const CASE_COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2023'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};
