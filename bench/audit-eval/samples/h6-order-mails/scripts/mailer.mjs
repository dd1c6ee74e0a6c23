import nodemailer from "nodemailer";
const transporter = nodemailer.createTransport({
  service: "gmail",
  auth: {
    type: "OAuth2",
    user: process.env.MAIL_USER,
    clientId: process.env.GMAIL_CLIENT_ID,
    clientSecret: process.env.GMAIL_CLIENT_SECRET,
    refreshToken: process.env.GMAIL_REFRESH_TOKEN,
  },
});
export const sendConfirmation = (order) =>
  transporter.sendMail({ from: process.env.MAIL_USER, to: order.email, subject: `Order ${order.id}`, text: `Thanks! Total: ${order.total}` });
