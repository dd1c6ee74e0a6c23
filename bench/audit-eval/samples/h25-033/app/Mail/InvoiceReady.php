<?php
namespace App\Mail;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Mail\Mailables\Content;
class InvoiceReady extends Mailable {
    use Queueable;
    public function __construct(public \App\Models\Invoice $invoice) {}
    public function envelope(): Envelope { return new Envelope(subject: 'Your invoice ' . $this->invoice->number); }
    public function content(): Content { return new Content(view: 'mail.invoice'); }
}
// Mail::to($invoice->customer)->queue(new InvoiceReady($invoice));
