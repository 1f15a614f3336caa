// The console's form layer (react-hook-form over the contracts' zod schemas). A subpath of its
// own (@portal/ui/form), not in the package's index, so the player site cannot pull
// react-hook-form into its bundle by accident.

export type { FieldValues, UseFormReturn } from 'react-hook-form';
export * from './fields.tsx';
export * from './form.tsx';
export * from './server-errors.ts';
export * from './use-zod-form.ts';
