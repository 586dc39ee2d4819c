/**
 * Testing Library for a remote's page component tests, resolved from the kit (which lists it), so a
 * remote needs no devDependencies of its own for them (mf-ops-admin's jest.components.config.cjs).
 */
export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
