import { configure } from 'storybook/test';

// `findBy…` and `waitFor` wait for a state under this one ceiling; stories name none of their own (a 5-s ceiling
// written into them 393 times was what failed first on the slower CI machine). Testing Library's default (1 s) is
// shorter than a lazy screen, a mocked request or a dialog's entry animation can take on a busy 2-core machine. A
// generous ceiling costs a passing story nothing: the wait ends as soon as the state is there.
configure({ asyncUtilTimeout: 20_000 });
