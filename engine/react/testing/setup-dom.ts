import { configure } from '@testing-library/react';

// Pages mount their content in a background render once their data is there, which a busy CI
// machine may finish after Testing Library's default one-second wait: waits are ceilings, not
// timings, so a generous one keeps the tests about behaviour.
configure({ asyncUtilTimeout: 5000 });
