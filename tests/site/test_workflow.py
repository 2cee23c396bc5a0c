"""The GitHub Pages workflow: valid YAML that tests the site before it publishes dist/."""

from __future__ import annotations

from typing import Any

import yaml

from build import ROOT

WORKFLOW = ROOT / ".github/workflows/pages.yml"


def load() -> dict[str | bool, Any]:
    """The workflow's mapping (YAML 1.1 reads the bare key `on` as true; GitHub reads "on")."""
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(workflow, dict)
    return workflow


def uses(step: dict[str, Any]) -> str:
    """The action a step uses, without its version: `actions/checkout`."""
    return str(step.get("uses", "")).split("@")[0]


def test_the_workflow_is_valid_yaml_and_runs_on_a_push_to_main() -> None:
    workflow = load()
    triggers = workflow["on"] if "on" in workflow else workflow[True]
    assert triggers["push"]["branches"] == ["main"]
    assert workflow["permissions"]["pages"] == "write"
    assert workflow["permissions"]["id-token"] == "write"


def test_it_sets_up_python_and_node_then_tests_then_uploads_dist() -> None:
    steps = load()["jobs"]["build"]["steps"]
    order = [uses(step) or step.get("run", "") for step in steps]
    assert order[0] == "actions/checkout"
    test = order.index("python3 build.py test")
    assert order.index("actions/setup-python") < test
    assert order.index("actions/setup-node") < test
    upload = order.index("actions/upload-pages-artifact")
    assert test < upload
    assert steps[upload]["with"]["path"] == "dist"
    for step in steps:
        assert "name" in step, step
        if "uses" in step:
            assert "@v" in step["uses"], f"{step['uses']} is not pinned to a version"


def test_the_deploy_job_publishes_with_the_official_action_after_the_tests() -> None:
    jobs = load()["jobs"]
    deploy = jobs["deploy"]
    assert deploy["needs"] == "build"
    assert deploy["environment"]["name"] == "github-pages"
    assert [uses(step) for step in deploy["steps"]] == ["actions/deploy-pages"]
