CREATE TABLE "legal_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"kind" text NOT NULL,
	"version_id" uuid,
	"granted" boolean DEFAULT true NOT NULL,
	"context" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"user_agent_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_consents_kind_check" CHECK ("legal_consents"."kind" in ('terms', 'privacy', 'marketing')),
	CONSTRAINT "legal_consents_context_check" CHECK ("legal_consents"."context" in ('signup', 'checkout', 'guest_checkout')),
	CONSTRAINT "legal_consents_subject_check" CHECK ("legal_consents"."customer_id" is not null or "legal_consents"."order_id" is not null),
	CONSTRAINT "legal_consents_version_check" CHECK (("legal_consents"."kind" = 'marketing') = ("legal_consents"."version_id" is null))
);
--> statement-breakpoint
CREATE TABLE "legal_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"effective_date" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "legal_document_versions_kind_check" CHECK ("legal_document_versions"."kind" in ('terms', 'privacy')),
	CONSTRAINT "legal_document_versions_version_check" CHECK ("legal_document_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "mail_order_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hosting_provider" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "privacy_officer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_consents" ADD CONSTRAINT "legal_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_consents" ADD CONSTRAINT "legal_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_consents" ADD CONSTRAINT "legal_consents_version_id_legal_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_document_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_published_by_staff_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_consents_customer_idx" ON "legal_consents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "legal_consents_order_idx" ON "legal_consents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_versions_kind_version_idx" ON "legal_document_versions" USING btree ("kind","version");--> statement-breakpoint
-- The first version of each document (ADR 037), for new and existing databases alike; staff publish the next ones.
INSERT INTO "legal_document_versions" ("id", "kind", "version", "title", "body", "effective_date", "published_at") VALUES
('7e2a0f6c-3b1d-4c5e-9a10-000000000001', 'terms', 1, '스타일허브 이용약관', $terms$## 제1조 (목적)
이 약관은 (주)스타일허브(이하 "회사")가 운영하는 온라인 쇼핑몰 스타일허브(이하 "몰")에서 제공하는 전자상거래 관련 서비스(이하 "서비스")를 이용함에 있어 회사와 이용자의 권리, 의무 및 책임사항을 규정함을 목적으로 합니다.

## 제2조 (정의)
- "몰"이란 회사가 재화 또는 용역을 이용자에게 제공하기 위하여 컴퓨터 등 정보통신설비를 이용하여 재화 등을 거래할 수 있도록 설정한 가상의 영업장을 말합니다.
- "이용자"란 몰에 접속하여 이 약관에 따라 몰이 제공하는 서비스를 받는 회원 및 비회원을 말합니다.
- "회원"이란 몰에 회원등록을 한 자로서, 계속적으로 몰이 제공하는 서비스를 이용할 수 있는 자를 말합니다.
- "비회원"이란 회원에 가입하지 않고 몰이 제공하는 서비스를 이용하는 자를 말합니다.

## 제3조 (약관의 명시와 개정)
회사는 이 약관의 내용과 상호, 대표자 성명, 영업소 소재지 주소, 전화번호, 전자우편주소, 사업자등록번호, 통신판매업 신고번호 등을 이용자가 쉽게 알 수 있도록 몰의 초기 서비스화면에 게시합니다.
회사는 약관을 개정할 경우 적용일자 및 개정사유를 명시하여 현행약관과 함께 적용일자 7일 전부터 공지합니다. 이용자에게 불리하게 개정하는 경우에는 30일 전부터 공지합니다.

## 제4조 (회원가입)
이용자는 회사가 정한 가입 양식에 따라 회원정보를 기입한 후 이 약관과 개인정보처리방침에 동의한다는 의사표시를 함으로써 회원가입을 신청합니다.

## 제5조 (구매신청)
이용자는 몰에서 재화의 선택, 받는 분의 성명·주소·전화번호 입력, 약관 내용과 결제 조건 확인 및 동의, 결제방법 선택의 방법으로 구매를 신청합니다.

## 제6조 (청약철회 등)
이용자는 재화를 배송받은 날부터 7일 이내에 청약을 철회할 수 있습니다. 다만 이용자의 책임 있는 사유로 재화가 멸실 또는 훼손된 경우, 사용 또는 일부 소비로 재화의 가치가 현저히 감소한 경우에는 청약철회를 할 수 없습니다.
단순 변심에 의한 반품의 배송비는 이용자가 부담하며, 재화의 내용이 표시·광고 내용과 다르거나 계약내용과 다르게 이행된 경우에는 회사가 부담합니다.

## 제7조 (개인정보보호)
회사는 이용자의 개인정보 수집 시 서비스 제공을 위하여 필요한 최소한의 정보를 수집하며, 개인정보의 처리에 관한 사항은 개인정보처리방침에 따릅니다.

## 제8조 (분쟁해결)
회사는 이용자가 제기하는 정당한 의견이나 불만을 반영하고 그 피해를 보상처리하기 위하여 고객센터를 운영합니다. 회사와 이용자 간에 발생한 분쟁은 공정거래위원회 또는 시·도지사가 의뢰하는 분쟁조정기관의 조정에 따를 수 있습니다.

## 부칙
이 약관은 2026년 1월 1일부터 시행합니다.$terms$, '2026-01-01', '2025-12-24T00:00:00Z'),
('7e2a0f6c-3b1d-4c5e-9a10-000000000002', 'privacy', 1, '스타일허브 개인정보처리방침', $privacy$(주)스타일허브(이하 "회사")는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.

## 1. 수집하는 개인정보 항목
- 회원가입: 이름, 이메일, 비밀번호, 휴대폰 번호(선택)
- 주문·배송: 받는 분 이름, 연락처, 주소, 배송 메모
- 비회원 주문: 주문자 이름, 이메일, 연락처, 주문 비밀번호
- 서비스 이용 과정에서 자동 수집: 접속 기록, 접속 IP 정보(암호화하여 저장)

## 2. 개인정보의 수집·이용 목적
- 회원 관리: 본인 확인, 부정 이용 방지, 고지사항 전달
- 재화 판매: 주문 처리, 결제, 배송, 교환·반품, 고객 상담
- 마케팅(동의한 경우에 한함): 신상품·이벤트 안내, 쿠폰 발송

## 3. 개인정보의 보유 및 이용 기간
회원 탈퇴 시 지체 없이 파기합니다. 다만 관계 법령에 따라 다음 정보는 정해진 기간 동안 보관합니다.
- 계약 또는 청약철회 등에 관한 기록: 5년 (전자상거래법)
- 대금결제 및 재화 등의 공급에 관한 기록: 5년 (전자상거래법)
- 소비자의 불만 또는 분쟁처리에 관한 기록: 3년 (전자상거래법)
- 접속 기록: 3개월 (통신비밀보호법)

## 4. 개인정보의 제3자 제공
회사는 이용자의 동의가 있거나 법령에 특별한 규정이 있는 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다. 주문한 상품의 배송을 위해 판매 브랜드와 택배사에 받는 분 정보를 제공합니다.

## 5. 개인정보 처리의 위탁
- 결제 처리: 결제대행사
- 상품 배송: 택배사

## 6. 이용자의 권리
이용자는 언제든지 자신의 개인정보를 열람·정정·삭제하거나 처리 정지를 요구할 수 있으며, 마케팅 정보 수신 동의는 내 계정에서 언제든지 철회할 수 있습니다.

## 7. 개인정보 보호책임자
개인정보 처리에 관한 문의, 불만 처리, 피해 구제는 개인정보 보호책임자에게 연락해주세요. 연락처는 쇼핑몰 하단의 사업자 정보에 안내되어 있습니다.

## 8. 시행일
이 개인정보처리방침은 2026년 1월 1일부터 시행합니다.$privacy$, '2026-01-01', '2025-12-24T00:00:00Z');
