import { seriousViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { newCustomer, screenshotAt, signIn } from './shoppers.js';

const CARLOS = { email: 'carlos.santos@vitrina.do', password: 'Vitrina-Demo-2026' };

test('profile: the phone and the delivery address are saved through /api/cuenta and shown after a reload', async ({
  page,
}, testInfo) => {
  const customer = await newCustomer();
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/perfil-usuario$/);

  const personal = page.getByRole('form', { name: 'Datos personales' });
  await personal.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('8295550142');
  await expect(personal.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('(829) 555-0142');
  await personal.getByRole('button', { name: 'Guardar datos personales' }).click();
  await expect(page.getByText('Guardamos tus datos personales.')).toBeVisible();

  const delivery = page.getByRole('form', { name: 'Dirección de entrega' });
  await delivery.getByRole('textbox', { name: 'Dirección' }).fill('Calle del Sol 45');
  await delivery.getByRole('textbox', { name: 'Sector' }).fill('Los Jardines');
  await delivery.getByRole('textbox', { name: 'Ciudad o municipio' }).fill('Santiago');
  await delivery.getByRole('button', { name: /Provincia/ }).click();
  await page.getByRole('option', { name: 'Santiago', exact: true }).click();
  await delivery.getByRole('textbox', { name: 'Referencia' }).fill('Frente a la farmacia');
  await delivery.getByRole('button', { name: 'Guardar dirección de entrega' }).click();
  await expect(page.getByText('Guardamos tu dirección de entrega.')).toBeVisible();

  await page.reload();
  await expect(personal.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('(829) 555-0142');
  await expect(delivery.getByRole('textbox', { name: 'Dirección' })).toHaveValue(
    'Calle del Sol 45',
  );
  await expect(delivery.getByRole('textbox', { name: 'Sector' })).toHaveValue('Los Jardines');
  await expect(delivery.getByRole('button', { name: /Provincia/ })).toContainText('Santiago');
  await expect(delivery.getByRole('textbox', { name: 'Referencia' })).toHaveValue(
    'Frente a la farmacia',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 375, testInfo.outputPath('perfil-375.png'));
  await screenshotAt(page, 1280, testInfo.outputPath('perfil-1280.png'));
});

test('profile: a bad cédula is refused in place with core’s message and nothing is sent', async ({
  page,
}) => {
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, await newCustomer());
  const personal = page.getByRole('form', { name: 'Datos personales' });
  await personal.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('8095550100');
  await personal.getByRole('textbox', { name: 'Cédula' }).pressSequentially('00112345678');
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await personal.getByRole('button', { name: 'Guardar datos personales' }).click();
  await expect(personal.getByRole('textbox', { name: 'Cédula' })).toHaveAccessibleDescription(
    /La cédula no es válida\./,
  );
  expect(patches).toEqual([]);
});

test('profile: an order lists its status, date and total, and opens its detail with the invoice link', async ({
  page,
}) => {
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, CARLOS);
  const orders = page.getByRole('region', { name: 'Mis pedidos' });
  const detail = orders.getByRole('link', { name: /Ver detalle del pedido/ }).first();
  await expect(detail).toBeVisible();
  await expect(orders.getByText(/RD\$/).first()).toBeVisible();
  await detail.click();
  await expect(page).toHaveURL(/\/perfil-usuario\/pedidos\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: /Pedido n\.º/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver la factura' })).toHaveAttribute(
    'href',
    `/Factura?pedido=${id}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('profile: a customer changes the password, lands on «Contraseña actualizada», and only the new password signs in', async ({
  page,
}) => {
  const customer = await newCustomer();
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/perfil-usuario$/);

  const newPassword = `${customer.password} y otra más`;
  const change = page.getByRole('form', { name: 'Cambiar contraseña' });
  await change.getByLabel('Contraseña actual').fill(customer.password);
  await change.getByLabel('Nueva contraseña').fill(newPassword);
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();

  await expect(page).toHaveURL(/\/auth\/contrasena-actualizada$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contraseña actualizada' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/iniciar-sesion$/);
  await signIn(page, customer);
  await expect(page.getByText('Correo o contraseña incorrectos.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/iniciar-sesion$/);
  await signIn(page, { email: customer.email, password: newPassword });
  await expect(page).toHaveURL(/\/perfil-usuario$/);
});

test('profile: a wrong current password is refused on its field, which takes the focus, and the form stays', async ({
  page,
}, testInfo) => {
  const customer = await newCustomer();
  await page.goto('/auth/iniciar-sesion');
  await signIn(page, customer);
  const change = page.getByRole('form', { name: 'Cambiar contraseña' });
  await change.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await change.getByLabel('Nueva contraseña').fill('una clave nueva y larga');
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();

  const current = change.getByLabel('Contraseña actual');
  await expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.');
  await expect(current).toBeFocused();
  // The focus shows over the field's error border.
  await expect(current).toHaveCSS('outline-style', 'solid');
  await expect(change.getByLabel('Nueva contraseña')).toHaveValue('una clave nueva y larga');
  await expect(page).toHaveURL(/\/perfil-usuario$/);
  expect(await seriousViolations(page)).toEqual([]);

  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await change
      .locator('xpath=..')
      .screenshot({ path: testInfo.outputPath(`cambiar-contrasena-${width}.png`) });
  }
});
