import { consoleA11yViolations as a11y, consoleOperator, openScreen } from './console-helpers';
import { expect, outboxMessage, test, totpCode, uniqueName } from './fixtures';

/** The titles of TIGER's notices (PL) as the player site asks for them. */
async function playerNotices(page: import('@playwright/test').Page): Promise<string[]> {
  const res = await page.request.get('/wps/announcements?type=PL&pageNo=1&pageSize=50', {
    headers: { 'x-merchant': 'TIGER' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { list: { title: string }[] } };
  return body.value.list.map((item) => item.title);
}

test.describe('operator console: content', () => {
  // Refused writes (a blank title, an unsafe link, an unknown account) answer 400 or 404, which the browser logs.
  test.use({ allowConsole: [/status of 40[04] /] });

  test('edits an announcement: players get the new title, the preview shows the sanitised text', async ({
    page,
  }) => {
    // A long journey over two sites on a shared machine.
    test.slow();
    await consoleOperator(page, 'content');
    await openScreen(page, 'Announcements');
    const title = `Notice ${uniqueName('n')}`;
    await page.getByRole('button', { name: 'New announcement' }).click();
    const form = page.getByRole('dialog', { name: 'New announcement' });
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByLabel('Text').fill('<p>Cash out today.</p>');
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();

    const edited = `${title} (moved)`;
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit announcement' });
    await expect(edit.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
    expect(await a11y(page)).toEqual([]);
    await edit.getByRole('textbox', { name: /^Title/ }).fill(edited);
    await edit
      .getByLabel('Text')
      .fill('<p onclick="steal()">Cash out <b>tomorrow</b>.</p><script>alert(1)</script>');
    await edit.getByRole('button', { name: 'Save changes' }).click();

    const preview = page.getByRole('dialog', { name: edited });
    await expect(preview.getByRole('status')).toContainText('This is the text players now see');
    await expect(preview.locator('.preview')).toContainText('Cash out tomorrow.');
    await expect(preview.locator('.preview script, .preview [onclick]')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('rowheader', { name: edited })).toBeVisible();
    const notices = await playerNotices(page);
    expect(notices).toContain(edited);
    expect(notices).not.toContain(title);

    // A bad change is refused with the server's words on the field, and nothing changes.
    await page.getByRole('button', { name: `Edit ${edited}` }).click();
    await edit.getByRole('textbox', { name: /^Title/ }).fill(' ');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('alert').first()).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(await playerNotices(page)).toContain(edited);

    // Gone again, so the player site's notice list is as the other journeys expect it.
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this announcement?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('rowheader', { name: edited })).toHaveCount(0);
    expect(await playerNotices(page)).not.toContain(edited);
  });

  test('adds a banner players see on the home page, refuses an unsafe link, and deletes it after asking', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A long journey over two sites on a shared machine.
    test.slow();
    await consoleOperator(page, 'content');
    await openScreen(page, 'Banners');
    await expect(page.getByRole('tab', { name: /^Home page/ })).toHaveAttribute('aria-selected', 'true');
    expect(await a11y(page)).toEqual([]);

    const title = `Banner ${uniqueName('b')}`;
    await page.getByRole('button', { name: 'New banner' }).click();
    const form = page.getByRole('dialog', { name: 'New banner' });
    await form.getByLabel('Where it shows').selectOption('w_home');
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByLabel('When tapped').selectOption('URL');
    await form.getByRole('textbox', { name: /^Link, page or promotion/ }).fill('javascript:alert(1)');
    await form.getByLabel('Order (higher first)').fill('1000');
    expect(await a11y(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add banner' }).click();
    // The server's rule for stored links, on the field.
    await expect(form.locator('.field__error')).toBeVisible();
    await form.getByLabel('When tapped').selectOption('ROUTE');
    await form.getByRole('textbox', { name: /^Link, page or promotion/ }).fill('/promotions');
    await form.getByRole('button', { name: 'Add banner' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was added.` })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row.getByRole('img', { name: `Picture of ${title}` })).toBeVisible();

    // Players see it on the home page, first (the highest order).
    const player = await browser.newContext({ baseURL: baseURL as string });
    const home = await player.newPage();
    await home.goto('/');
    const carousel = home.getByRole('region', { name: 'Featured' });
    await expect(carousel.getByAltText(title)).toBeVisible();

    // Edited: scheduled to start next year, it leaves the home page.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit banner' });
    await edit.getByLabel('Shown from').fill(`${new Date().getFullYear() + 1}-01-01T00:00`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was saved.` })).toBeVisible();
    await home.reload();
    await expect(carousel).toBeVisible();
    await expect(carousel.getByAltText(title)).toHaveCount(0);
    await player.close();

    // Deleted after asking (cancel first).
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this banner?' });
    expect(await a11y(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted.` })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
  });

  test('lists feedback by state and type and marks it handled', async ({ page }) => {
    test.slow();
    // A visitor writes in from the player site. In this page, not a context of its own: the
    // fixture keeps the announcement popup of a new visitor closed here, where a fresh context's
    // popup could open over the feedback dialog after it and leave Send under the modal (a phone
    // click on Send once waited out the test that way).
    await page.goto('/');
    // The captcha the dialog shows is the one its own request answered; the outbox is read by
    // that captcha's id, not for the latest captcha of anyone.
    const captchaAnswer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/captcha' && r.request().method() === 'GET' && r.ok(),
    );
    await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    const { captchaId } = ((await (await captchaAnswer).json()) as { value: { captchaId: string } }).value;
    const words = `Slow game ${uniqueName('f')} please look`;
    await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Game' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill(words);
    // The field is emptied when the image arrives: type only once it shows.
    await expect(dialog.getByRole('img', { name: /^Captcha image/ })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Captcha' })
      .fill(await outboxMessage(page, 'captcha', captchaId));
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Thank you. Your feedback has reached our team.')).toBeVisible();

    await consoleOperator(page, 'support');
    await openScreen(page, 'Feedback');
    await page.getByLabel('Question type').selectOption({ label: 'Game' });
    const row = page.getByRole('row').filter({ hasText: words });
    await expect(row).toBeVisible();
    expect(await a11y(page)).toEqual([]);
    await page.getByLabel('Question type').selectOption({ label: 'Deposit' });
    await expect(row).toHaveCount(0);
    await page.getByLabel('Question type').selectOption({ label: 'Game' });
    await row.getByRole('button', { name: /handled/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is marked handled' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Show').selectOption('handled');
    await expect(row).toContainText('Handled');
  });

  test('sends a message to one member and lists it as sent', async ({ page }) => {
    test.slow();
    await consoleOperator(page, 'support');
    await openScreen(page, 'Messages');
    const title = `Hello ${uniqueName('m')}`;
    await page.getByRole('button', { name: 'New message' }).click();
    const form = page.getByRole('dialog', { name: 'New message' });
    await form.getByRole('textbox', { name: /^Member account/ }).fill('nobody-here');
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByLabel('Message').fill('<p>Hi</p>');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await form.getByRole('textbox', { name: /^Member account/ }).fill('demo01');
    expect(await a11y(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent to demo01.' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row).toContainText('demo01');
    expect(await a11y(page)).toEqual([]);
  });
});

test.describe('operator console: access', () => {
  // A refused sign-in step of the new operator answers 400/401, which the browser logs.
  test.use({ allowConsole: [/status of 40[01] /] });

  test('creates an operator with a one-time password, changes their role, and the audit log shows it', async ({
    page,
  }) => {
    // A long journey over two sites on a shared machine.
    test.slow();
    await consoleOperator(page, 'owner');
    await openScreen(page, 'Operators');
    expect(await a11y(page)).toEqual([]);
    const username = uniqueName('staff');
    const name = `Desk ${username}`;
    await page.getByRole('button', { name: 'New operator' }).click();
    const form = page.getByRole('dialog', { name: 'New operator' });
    await form.getByRole('textbox', { name: /^Username/ }).fill(username);
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByLabel('Role').selectOption('support');
    expect(await a11y(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create' }).click();
    const created = page.getByRole('dialog', { name: 'Operator created' });
    const password = (await created.getByTestId('one-time-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(password)).toHaveCount(0);

    // The password opens the first step (the authenticator is enrolled next).
    const login = await page.request.post('/admin/api/session/login', {
      data: { merchant: 'TIGER', username, password },
    });
    expect((await login.json()).value.stage).toBe('enrol');

    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Support');
    await page.getByRole('button', { name: `Change the role of ${name}` }).click();
    const change = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await change.getByLabel('Role').selectOption('finance');
    await change.getByRole('button', { name: 'Save role' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} now has the role Finance.` }),
    ).toBeVisible();
    await expect(row).toContainText('Finance');

    // Disabled after asking, then enabled again.
    await page.getByRole('button', { name: `Disable ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Disable ${name}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(row).toContainText('Disabled');
    await page.getByRole('button', { name: `Enable ${name}` }).click();
    await expect(row).toContainText('Active');

    // The audit log: filtered by the action, the role change before and after; the chain holds.
    await openScreen(page, 'Audit log');
    await page.getByLabel(/^Action/).fill('operator.role');
    await page.getByRole('button', { name: 'Filter' }).click();
    const entry = page.getByRole('row').filter({ hasText: username }).first();
    await expect(entry).toContainText('operator.role');
    const diff = entry.locator('table.diff');
    await expect(diff.locator('.diff__before')).toHaveText('support');
    await expect(diff.locator('.diff__after')).toHaveText('finance');
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect(page.getByTestId('chain-report')).toContainText('The chain is whole');

    // Roles: the owner role read-only, another role's permissions editable (grouped, labelled).
    await openScreen(page, 'Roles');
    await expect(page.getByRole('region', { name: 'Owner' })).toContainText('Cannot be changed');
    await page.getByRole('button', { name: 'Edit the permissions of Read-only' }).click();
    const editor = page.getByRole('dialog', { name: 'Permissions of Read-only' });
    await expect(editor.getByRole('group', { name: 'Access' })).toBeVisible();
    await expect(editor.getByRole('checkbox', { name: 'See the dashboard' })).toBeChecked();
    expect(await a11y(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // My account: this session listed; recovery codes need a real authenticator code.
    await openScreen(page, 'My account');
    await expect(page.getByRole('row').filter({ hasText: 'This session' })).toBeVisible();
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await a11y(page)).toEqual([]);
  });

  test('makes new recovery codes with an authenticator code', async ({ page }) => {
    test.slow();
    const { key } = await consoleOperator(page, 'support');
    await openScreen(page, 'My account');
    await page.getByRole('textbox', { name: /^Authenticator code/ }).fill(totpCode(key, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  });
});
