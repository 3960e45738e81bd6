//! The protocol's side: an rmcp [`ServerHandler`] that lists the tools and
//! resources and hands every call and read to the worker
//! ([`super::worker`]). A tool's answer is the command line's JSON reply as
//! structured content, with its sentence (`message`) as text; a refusal is a
//! tool error (`isError`) carrying the same `error` code, `message` and
//! `hint` the command line gives.

use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    ListResourceTemplatesResult, ListResourcesResult, ListToolsResult, PaginatedRequestParams,
    ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult, Resource,
    ResourceContents, ResourceTemplate, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

use super::http::Grant;
use super::resources::{self, Address};
use super::tools::Tool;
use super::worker::{self, Job};
use crate::cli::reply::Reply;
use crate::i18n::{tr, Arg, Lang};

/// The server: its tools, its language, its default campaign, and the way to
/// its worker.
pub struct Server {
    tools: Vec<Tool>,
    lang: Lang,
    campaign: String,
    jobs: mpsc::Sender<Job>,
}

impl Server {
    /// A server offering `tools` in `lang`, whose default campaign is
    /// `campaign`, running its jobs on `jobs`.
    #[must_use]
    pub fn new(tools: Vec<Tool>, lang: Lang, campaign: String, jobs: mpsc::Sender<Job>) -> Server {
        Server {
            tools,
            lang,
            campaign,
            jobs,
        }
    }

    /// Hands a job to the worker and waits for its answer.
    async fn ask<T>(&self, job: impl FnOnce(oneshot::Sender<T>) -> Job) -> Option<T> {
        let (answer, wait) = oneshot::channel();
        self.jobs.send(job(answer)).await.ok()?;
        wait.await.ok()
    }
}

/// A tool as the protocol lists it: its description in `lang` (the
/// command's help text, whether only a GM may use it, its usage line).
#[must_use]
pub fn listed(tool: &Tool, lang: Lang) -> rmcp::model::Tool {
    rmcp::model::Tool::new(
        tool.name.clone(),
        describe(tool, lang),
        Arc::new(tool.schema(lang)),
    )
}

/// A tool's description in `lang`.
#[must_use]
pub fn describe(tool: &Tool, lang: Lang) -> String {
    let mut text = tr(lang, &tool.help_key, &[]);
    // The command line's own GM mark, where its help text has none.
    let gm = tr(lang, "help-gm", &[]);
    if tool.gm_only && !text.contains(&gm) {
        text.push(' ');
        text.push_str(&gm);
    }
    let usage = tr(
        lang,
        "cli-hint-usage",
        &[("usage", Arg::from(tool.usage_in(lang)))],
    );
    format!("{text}\n{usage}")
}

/// What the token of an HTTP request grants (the HTTP transport puts it in
/// the request's parts); `None` over stdio.
fn grant_of(context: &RequestContext<RoleServer>) -> Option<Grant> {
    context
        .extensions
        .get::<axum::http::request::Parts>()?
        .extensions
        .get::<Grant>()
        .copied()
}

/// A command line's reply as a tool's result.
fn result_of(reply: Reply) -> CallToolResult {
    let field = |name: &str| {
        reply
            .json
            .get(name)
            .and_then(Value::as_str)
            .unwrap_or_default()
    };
    let mut text = field("message").to_owned();
    let ok = reply.code == crate::cli::EXIT_OK;
    if !ok && !field("hint").is_empty() {
        text = format!("{text}\n{}", field("hint"));
    }
    let mut result = if ok {
        CallToolResult::success(vec![ContentBlock::text(text)])
    } else {
        CallToolResult::error(vec![ContentBlock::text(text)])
    };
    result.structured_content = Some(reply.into_json());
    result
}

/// What a campaign's resources are, in `lang`.
fn resources_hint(lang: Lang) -> String {
    let board = resources::address("CAMPAIGN", "board");
    tr(lang, "mcp-hint-resources", &[("board", Arg::from(board))])
}

/// A resource of `campaign`.
fn resource(campaign: &str, what: &str, lang: Lang) -> Resource {
    Resource::new(
        resources::address(campaign, what),
        format!("{campaign} {what}"),
    )
    .with_mime_type("application/json")
    .with_description(resources_hint(lang))
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        let capabilities = ServerCapabilities::builder()
            .enable_tools()
            .enable_resources()
            .build();
        ServerConfig::new(capabilities)
            .with_server_info(Implementation::new("overseer", env!("CARGO_PKG_VERSION")))
            .with_instructions(tr(self.lang, "mcp-instructions", &[]))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let tools = self.tools.iter().map(|t| listed(t, self.lang)).collect();
        Ok(ListToolsResult::with_all_items(tools))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let Some(tool) = self.tools.iter().find(|t| t.name == request.name) else {
            let name = crate::engine::name::echo(&request.name);
            let reply = worker::own_refusal(
                self.lang,
                "mcp-err-unknown_tool",
                &[("name", Arg::from(name))],
                String::new(),
            );
            return Ok(result_of(reply).into());
        };
        let arguments = request.arguments.unwrap_or_default();
        let tool = tool.clone();
        let grant = grant_of(&context);
        let reply = self
            .ask(|answer| Job::Call {
                tool,
                arguments,
                grant,
                answer,
            })
            .await
            .unwrap_or_else(|| worker::gone(self.lang));
        Ok(result_of(reply).into())
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let campaign = grant_of(&context).map_or_else(|| self.campaign.clone(), |g| g.campaign());
        let list = ["board", "content", "log"]
            .iter()
            .map(|what| resource(&campaign, what, self.lang))
            .collect();
        Ok(ListResourcesResult::with_all_items(list))
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        let template = |what: &str| {
            ResourceTemplate::new(
                format!("{}{{campaign}}/{what}", resources::PREFIX),
                what.split(['/', '{']).next().unwrap_or(what).to_owned(),
            )
            .with_mime_type("application/json")
            .with_description(resources_hint(self.lang))
        };
        let list = ["board", "sheet/{name}", "content", "log{?page}"]
            .into_iter()
            .map(template)
            .collect();
        Ok(ListResourceTemplatesResult::with_all_items(list))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let uri = request.uri;
        let Some(address) = Address::parse(&uri) else {
            let message = tr(
                self.lang,
                "mcp-err-unknown_resource",
                &[("uri", Arg::from(crate::engine::name::echo(&uri)))],
            );
            return Err(ErrorData::resource_not_found(message, None));
        };
        let read = self
            .ask(|answer| Job::Read {
                address,
                grant: grant_of(&context),
                answer,
            })
            .await
            .unwrap_or_else(|| Err(worker::gone(self.lang)));
        match read {
            Ok(json) => Ok(
                ReadResourceResult::new(vec![ResourceContents::TextResourceContents {
                    uri,
                    mime_type: Some("application/json".to_owned()),
                    text: json.to_string(),
                    meta: None,
                }])
                .into(),
            ),
            Err(reply) => {
                let message = reply.json["message"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned();
                Err(ErrorData::resource_not_found(message, Some(reply.json)))
            }
        }
    }
}
