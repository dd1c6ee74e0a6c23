import nodemailer from 'nodemailer';
const t = nodemailer.createTransport({ host: 'smtp.example.com', port: 587, auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } });
await t.sendMail({ from: 'noreply@example.com', to: user.email, subject: 'Your receipt', text: receiptText });
