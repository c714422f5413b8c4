import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A back-office section is a lazy chunk: the first test to open it waits for swc to compile its whole
// import graph, which on a loaded two-core machine takes longer than the library's 1 s default for
// `findBy*` and `waitFor`. A passing test is no slower; only a failing one waits the full 5 s.
configure({ asyncUtilTimeout: 5_000 });
