import { signInProblem } from '../sign-in-problem';

describe('signInProblem', () => {
  it('says nothing when the visitor closed the popup', () => {
    expect(signInProblem({ code: 'auth/popup-closed-by-user' })).toBeNull();
    expect(signInProblem({ code: 'auth/cancelled-popup-request' })).toBeNull();
  });

  it('tells how to allow a blocked popup', () => {
    expect(signInProblem({ code: 'auth/popup-blocked' })).toMatch(/Разрешите всплывающие окна/);
  });

  it('gives a general Russian message for anything else, and logs it', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(signInProblem(new Error('boom'))).toBe('Войти не удалось. Попробуйте ещё раз через минуту.');
    expect(log).toHaveBeenCalled();
  });
});
